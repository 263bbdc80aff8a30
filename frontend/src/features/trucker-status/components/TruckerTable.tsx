import { Empty, Tag, Typography, type TableColumnsType } from 'antd';
import type { TruckerBoardRow } from '@dockflow/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { AdaptiveTable } from '../../../components/AdaptiveTable';
import { SkeletonTable } from '../../../components/SkeletonTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { useNow } from '../../../components/useNow';
import { formatDuration, formatMoney, owesLateFee, truckLabel } from '../../../components/valueFormat';
import { NOT_SET, formatDateTime } from '../../../lib/format';
import { ReleaseDriverButton } from './ReleaseDriverButton';

const TITLE = 'Truckers';
const WAIT_TICK_MS = 30_000;

/** A waiting truck's wait grows with the clock; a released one's is fixed at its release. */
function waitMinutes(trucker: TruckerBoardRow, now: number): number {
  if (trucker.releasedAt) return trucker.waitMinutes;
  return Math.max(0, Math.round((now - Date.parse(trucker.checkInTime)) / 60_000));
}

function TruckerAction({ trucker, releaseBlockedReason }: { trucker: TruckerBoardRow; releaseBlockedReason?: string }) {
  if (trucker.canRelease) return <ReleaseDriverButton trucker={trucker} blockedReason={releaseBlockedReason} />;
  return trucker.releasedAt ? <Tag color="green">Released</Tag> : <Tag color="gold">Waiting</Tag>;
}

function truckerColumns(now: number, releaseBlockedReason?: string): TableColumnsType<TruckerBoardRow> {
  return [
    {
      key: 'driver',
      title: 'Driver',
      render: (_, trucker) => (
        <div>
          <Typography.Text strong>{trucker.driverName ?? NOT_SET}</Typography.Text>
          <div className="cell-secondary">{trucker.driverPhone ? <a href={`tel:${trucker.driverPhone}`}>{trucker.driverPhone}</a> : NOT_SET}</div>
        </div>
      ),
    },
    { key: 'truck', title: 'Truck', render: (_, trucker) => truckLabel(trucker.truckColor, trucker.truckNumber) },
    { key: 'otrDoor', title: 'OTR Door', render: (_, trucker) => trucker.otrDoor ?? NOT_SET },
    { key: 'checkIn', title: 'Check-In', render: (_, trucker) => formatDateTime(trucker.checkInTime) },
    { key: 'wait', title: 'Wait', render: (_, trucker) => formatDuration(waitMinutes(trucker, now)) },
    {
      key: 'lateFee',
      title: 'Late Fee',
      render: (_, trucker) => (
        <Typography.Text type={owesLateFee(trucker.lateFeesOwed) ? 'danger' : undefined}>{formatMoney(trucker.lateFeesOwed)}</Typography.Text>
      ),
    },
    {
      key: 'shipment',
      title: 'Shipment',
      render: (_, trucker) => (
        <div>
          <Link to={`/shipments/${trucker.shipmentId}`}>{trucker.tmpNumber}</Link> <StatusBadge status={trucker.shipmentStatus} />
          <div className="cell-secondary">PO {trucker.poNumber}</div>
        </div>
      ),
    },
    { key: 'action', title: 'Action', render: (_, trucker) => <TruckerAction trucker={trucker} releaseBlockedReason={releaseBlockedReason} /> },
  ];
}

interface TruckerTableProps {
  truckers: TruckerBoardRow[] | undefined;
  loading: boolean;
  releaseBlockedReason?: string;
}

export function TruckerTable({ truckers, loading, releaseBlockedReason }: TruckerTableProps) {
  const now = useNow(WAIT_TICK_MS);
  const columns = truckerColumns(now, releaseBlockedReason);
  const navigate = useNavigate();
  if (loading) return <SkeletonTable label={TITLE} rows={5} columns={columns.map((column) => String(column.title))} />;
  return (
    <AdaptiveTable<TruckerBoardRow>
      aria-label={TITLE}
      rowKey="purchaseOrderId"
      columns={columns}
      actionColumn="action"
      onOpen={(trucker) => void navigate(`/shipments/${trucker.shipmentId}`)}
      dataSource={truckers}
      pagination={false}
      locale={{ emptyText: <Empty description="No Active Truckers">Trucks show up here when they check in.</Empty> }}
    />
  );
}
