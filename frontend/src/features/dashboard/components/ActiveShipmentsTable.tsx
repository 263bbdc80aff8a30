import { Button, Empty, Space, Tooltip, Typography, type TableColumnsType, type TableProps } from 'antd';
import { EditOutlined, EyeOutlined, QrcodeOutlined } from '@ant-design/icons';
import type { Shipment, ShipmentSortKey, SortOrder } from '@dockflow/contracts';
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

/** The list's server-side order; none means active work first. */
export interface ShipmentSort {
  sort?: ShipmentSortKey;
  order?: SortOrder;
}

/** The step a shipment is at, and a Delayed badge beside it while it is overdue (docs/product.md §3.5). */
function ShipmentStatusCell({ shipment }: { shipment: Shipment }) {
  return (
    <Space size={4} wrap>
      <StatusBadge status={shipment.workflowStep} />
      {shipment.status === 'delayed' && <StatusBadge status="delayed" />}
    </Space>
  );
}

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

function shipmentColumns(actions: ShipmentRowActions, { sort, order }: ShipmentSort): TableColumnsType<Shipment> {
  const sortable = (key: ShipmentSortKey) => ({
    key,
    sorter: true,
    sortOrder: sort === key ? (order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
  });
  return [
    {
      ...sortable('tmpNumber'),
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
    { ...sortable('status'), title: 'Status', render: (_, shipment) => <ShipmentStatusCell shipment={shipment} /> },
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
      ...sortable('progress'),
      title: 'Progress',
      width: 180,
      render: (_, shipment) => <ShipmentProgress value={shipment.progressPercentage} />,
    },
    { ...sortable('eta'), title: 'ETA', render: (_, shipment) => formatDateTime(shipment.estimatedCompletion) },
    { key: 'actions', title: 'Actions', render: (_, shipment) => <RowActions shipment={shipment} {...actions} /> },
  ];
}

interface ActiveShipmentsTableProps extends ShipmentRowActions {
  shipments: Shipment[] | undefined;
  sort: ShipmentSort;
  /** A column header was clicked: its order, or none to go back to active work first. */
  onSort: (sort: ShipmentSort) => void;
  /** The first load: a skeleton shows. */
  loading: boolean;
  /** Another page or filter is on its way: the rows shown are the previous ones. */
  switching: boolean;
}

const SORT_ORDER_OF: Record<'ascend' | 'descend', SortOrder> = { ascend: 'asc', descend: 'desc' };

export function ActiveShipmentsTable({ shipments, loading, switching, sort, onSort, ...actions }: ActiveShipmentsTableProps) {
  const columns = shipmentColumns(actions, sort);
  const changeSort: TableProps<Shipment>['onChange'] = (_pagination, _filters, sorter) => {
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = chosen?.columnKey as ShipmentSortKey | undefined;
    onSort(chosen?.order && key ? { sort: key, order: SORT_ORDER_OF[chosen.order] } : {});
  };
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
      onChange={changeSort}
      showSorterTooltip={false}
      locale={{
        emptyText: <Empty description="No Shipments Found">Checked-in containers show up here as they arrive.</Empty>,
      }}
    />
  );
}
