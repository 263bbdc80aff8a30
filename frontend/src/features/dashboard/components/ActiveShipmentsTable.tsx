import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import type { Shipment } from '@dockflow/contracts';
import { RowDot } from '../../../components/RowDot';
import { ShipmentProgress } from '../../../components/ShipmentProgress';
import { SkeletonTable } from '../../../components/SkeletonTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { NOT_SET, formatDate, formatDateTime } from '../../../lib/format';

const TITLE = 'Active Shipments';
const SKELETON_ROWS = 5;

const columns: TableColumnsType<Shipment> = [
  {
    key: 'shipment',
    title: 'Shipment ID',
    render: (_, shipment) => (
      <div className="shipment-id-cell">
        <RowDot status={shipment.status} />
        <div>
          <Typography.Text strong>{shipment.tmpNumber}</Typography.Text>
          <div className="cell-secondary">{formatDate(shipment.createdAt)}</div>
        </div>
      </div>
    ),
  },
  { key: 'status', title: 'Status', render: (_, shipment) => <StatusBadge status={shipment.status} /> },
  {
    key: 'location',
    title: 'Container/Dock',
    render: (_, shipment) => (
      <div>
        <div>{shipment.containerDoor ?? NOT_SET}</div>
        <div className="cell-secondary">{shipment.dockLocation ?? NOT_SET}</div>
      </div>
    ),
  },
  {
    key: 'progress',
    title: 'Progress',
    width: 180,
    render: (_, shipment) => <ShipmentProgress value={shipment.progressPercentage} />,
  },
  { key: 'eta', title: 'ETA', render: (_, shipment) => formatDateTime(shipment.estimatedCompletion) },
];

interface ActiveShipmentsTableProps {
  shipments: Shipment[] | undefined;
  loading: boolean;
}

export function ActiveShipmentsTable({ shipments, loading }: ActiveShipmentsTableProps) {
  if (loading) {
    return <SkeletonTable label={TITLE} rows={SKELETON_ROWS} columns={columns.map((column) => String(column.title))} />;
  }
  return (
    <Table<Shipment>
      aria-label={TITLE}
      rowKey="id"
      columns={columns}
      dataSource={shipments}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: <Empty description="No Shipments Found">Checked-in containers show up here as they arrive.</Empty>,
      }}
    />
  );
}
