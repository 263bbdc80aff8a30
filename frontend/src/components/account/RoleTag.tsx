import { Tag } from 'antd';
import { ROLE_LABELS, type Role } from '@dockflow/contracts';

const ROLE_COLORS: Record<Role, string> = { admin: 'red', operator: 'green', viewer: 'default' };

export function RoleTag({ role }: { role: Role }) {
  return <Tag color={ROLE_COLORS[role]}>{ROLE_LABELS[role]}</Tag>;
}
