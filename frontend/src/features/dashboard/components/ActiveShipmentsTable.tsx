import { Button, Empty, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { EditOutlined, EyeOutlined, QrcodeOutlined } from '@ant-design/icons';
import type { Shipment } from '@dockflow/contracts';
import { useNavigate } from 'react-router-dom';
import { AdaptiveTable } from '../../../components/AdaptiveTable';
import { ButtonLink } from '../../../components/ButtonLink';
import { RowDot } from '../../../components/RowDot';
import { ShipmentProgress } from '../../../components/ShipmentProgress';
import { SkeletonTable } from '../../../components/SkeletonTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { NOT_SET, formatDate, formatDateTime } from '../../../lib/format';

const TITLE = 'Active Shipments';
const SKELETON_ROWS = 5;

export interface ShipmentRowActions {
  onShowQr: (shipment: Shipment) => void;
  /** Why Edit is unavailable to this user (docs/product.md §6.4); undefined when they may edit. */
  editBlockedReason?: string;
}

function RowActions({ shipment, onShowQr, editBlockedReason }: ShipmentRowActions & { shipment: Shipment }) {
  const page = `/shipments/${shipment.id}`;
  return (
    <Space size={0}>
      <Tooltip title="View">
        <ButtonLink to={page} type="text" icon={<EyeOutlined />} aria-label={`View ${shipment.tmpNumber}`} />
      </Tooltip>
      <Tooltip title={editBlockedReason ?? 'Edit'}>
        <ButtonLink
          to={`${page}?edit=1`}
          type="text"
          icon={<EditOutlined />}
          disabled={editBlockedReason !== undefined}
          aria-label={`Edit ${shipment.tmpNumber}`}
        />
      </Tooltip>
      <Tooltip title="QR code">
        <Button type="text" icon={<QrcodeOutlined />} aria-label={`QR code for ${shipment.tmpNumber}`} onClick={() => onShowQr(shipment)} />
      </Tooltip>
    </Space>
  );
}

function shipmentColumns(actions: ShipmentRowActions): TableColumnsType<Shipment> {
  return [
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
    { key: 'actions', title: 'Actions', render: (_, shipment) => <RowActions shipment={shipment} {...actions} /> },
  ];
}

interface ActiveShipmentsTableProps extends ShipmentRowActions {
  shipments: Shipment[] | undefined;
  /** The first load: a skeleton shows. */
  loading: boolean;
  /** Another page or filter is on its way: the rows shown are the previous ones. */
  switching: boolean;
}

export function ActiveShipmentsTable({ shipments, loading, switching, ...actions }: ActiveShipmentsTableProps) {
  const columns = shipmentColumns(actions);
  const navigate = useNavigate();
  if (loading) {
    return <SkeletonTable label={TITLE} rows={SKELETON_ROWS} columns={columns.map((column) => String(column.title))} />;
  }
  return (
    <AdaptiveTable<Shipment>
      aria-label={TITLE}
      rowKey="id"
      columns={columns}
      actionColumn="actions"
      onOpen={(shipment) => void navigate(`/shipments/${shipment.id}`)}
      dataSource={shipments}
      loading={switching}
      pagination={false}
      locale={{
        emptyText: <Empty description="No Shipments Found">Checked-in containers show up here as they arrive.</Empty>,
      }}
    />
  );
}
