import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import QrcodeOutlined from '@ant-design/icons-svg/es/asn/QrcodeOutlined';
import type { Shipment, ShipmentSortKey, SortOrder } from '@dockflow/contracts';
import { useNavigate } from 'react-router-dom';
import { PlainButton, PlainButtonLink } from '../../../components/plain/PlainButton';
import { PlainEmpty } from '../../../components/plain/PlainEmpty';
import { PlainTable, type ColumnSort, type PlainColumn } from '../../../components/plain/PlainTable';
import { RowDot } from '../../../components/RowDot';
import { ShipmentProgress } from '../../../components/ShipmentProgress';
import { SkeletonTable } from '../../../components/SkeletonTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { SvgIcon } from '../../../components/SvgIcon';
import { NOT_SET, formatDate, formatZonedTime } from '../../../lib/format';

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
    <div className="status-cell">
      <StatusBadge status={shipment.workflowStep} />
      {shipment.status === 'delayed' && <StatusBadge status="delayed" />}
    </div>
  );
}

export interface ShipmentRowActions {
  onShowQr: (shipment: Shipment) => void;
  /** Why Edit is unavailable to this user (docs/product.md §6.4); undefined when they may edit. */
  editBlockedReason?: string;
}

/**
 * The ETA as the day over its time, each kept on one line: on a tablet the table is wider than the
 * screen, and a one-line date-time was squeezed to a word a line beside the pinned actions.
 */
function EtaCell({ eta }: { eta: string | null }) {
  if (!eta) return NOT_SET;
  return (
    <div className="cell-nowrap">
      <div>{formatDate(eta)}</div>
      <div className="cell-secondary">{formatZonedTime(eta)}</div>
    </div>
  );
}

function RowActions({ shipment, onShowQr, editBlockedReason }: ShipmentRowActions & { shipment: Shipment }) {
  const page = `/shipments/${shipment.id}`;
  return (
    <div className="row-actions">
      <PlainButtonLink to={page} look="text" icon={<SvgIcon icon={EyeOutlined} />} title="View" aria-label={`View ${shipment.tmpNumber}`} />
      <PlainButtonLink
        to={`${page}?edit=1`}
        look="text"
        icon={<SvgIcon icon={EditOutlined} />}
        disabled={editBlockedReason !== undefined}
        title={editBlockedReason ?? 'Edit'}
        aria-label={`Edit ${shipment.tmpNumber}`}
      />
      <PlainButton look="text" icon={<SvgIcon icon={QrcodeOutlined} />} title="QR code" aria-label={`QR code for ${shipment.tmpNumber}`} onClick={() => onShowQr(shipment)} />
    </div>
  );
}

function shipmentColumns(actions: ShipmentRowActions): PlainColumn<Shipment>[] {
  return [
    {
      key: 'tmpNumber',
      title: 'Shipment ID',
      sortable: true,
      render: (shipment) => (
        <div className="shipment-id-cell">
          <RowDot status={shipment.status} />
          <div>
            <strong className="cell-nowrap">{shipment.tmpNumber}</strong>
            <div className="cell-secondary">{formatDate(shipment.createdAt)}</div>
          </div>
        </div>
      ),
    },
    { key: 'status', title: 'Status', sortable: true, render: (shipment) => <ShipmentStatusCell shipment={shipment} /> },
    {
      key: 'location',
      title: 'Container/Dock',
      render: (shipment) => (
        <div>
          <div>{shipment.containerDoor ?? NOT_SET}</div>
          <div className="cell-secondary">{shipment.dockLocation ?? NOT_SET}</div>
        </div>
      ),
    },
    { key: 'progress', title: 'Progress', sortable: true, width: 180, render: (shipment) => <ShipmentProgress value={shipment.progressPercentage} /> },
    { key: 'eta', title: 'ETA', sortable: true, render: (shipment) => <EtaCell eta={shipment.estimatedCompletion} /> },
    { key: 'actions', title: 'Actions', render: (shipment) => <RowActions shipment={shipment} {...actions} /> },
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

export function ActiveShipmentsTable({ shipments, loading, switching, sort, onSort, ...actions }: ActiveShipmentsTableProps) {
  const navigate = useNavigate();
  const columns = shipmentColumns(actions);
  if (loading) {
    return <SkeletonTable label={TITLE} rows={SKELETON_ROWS} columns={columns.map((column) => column.title)} />;
  }
  const columnSort: ColumnSort | undefined = sort.sort && { key: sort.sort, order: sort.order ?? 'asc' };
  return (
    <PlainTable<Shipment>
      aria-label={TITLE}
      columns={columns}
      rows={shipments ?? []}
      rowKey={(shipment) => shipment.id}
      actionColumn="actions"
      onOpen={(shipment) => void navigate(`/shipments/${shipment.id}`)}
      sort={columnSort}
      onSort={(chosen) => onSort(chosen ? { sort: chosen.key as ShipmentSortKey, order: chosen.order } : {})}
      busy={switching}
      empty={<PlainEmpty title="No Shipments Found">Checked-in containers show up here as they arrive.</PlainEmpty>}
    />
  );
}
