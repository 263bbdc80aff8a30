import { shipmentStatusLabel } from '@dockflow/contracts';
import { PlainTag } from './plain/PlainTag';
import { statusTagColor } from './shipmentIndicators';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <PlainTag color={statusTagColor(status)}>{shipmentStatusLabel(status)}</PlainTag>;
}
