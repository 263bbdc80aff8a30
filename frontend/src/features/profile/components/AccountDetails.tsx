import { Descriptions, Typography } from 'antd';
import type { PublicUser } from '@dockflow/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { CrewFunctionTags } from '../../../components/account/CrewFunctionTags';
import { RoleTag } from '../../../components/account/RoleTag';

/** docs/product.md §2.16: what an admin sees, read-only, on another user's profile. */
export function AccountDetails({ user }: { user: PublicUser }) {
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'role', label: 'Role', children: <RoleTag role={user.role} /> },
          { key: 'crew', label: 'Crew Functions', children: <CrewFunctionTags crewFunctions={user.crewFunctions} /> },
          { key: 'created', label: 'Created', children: formatDateTime(user.createdAt) },
          { key: 'updated', label: 'Last Updated', children: formatDateTime(user.updatedAt) },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Roles and crew functions are changed in <Link to="/user-management">User Management</Link>.
      </Typography.Paragraph>
    </>
  );
}
