import { Tag } from 'antd';
import { shipmentStatusLabel } from '@dockflow/contracts';
import { statusTagColor } from './shipmentIndicators';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <Tag color={statusTagColor(status)}>{shipmentStatusLabel(status)}</Tag>;
}
