import { Table, Typography, type TableColumnsType } from 'antd';
import type { PurchaseOrder, Shipment } from '@dockflow/contracts';
import { formatMoney, formatWeight, owesLateFee, truckLabel } from '../../../components/valueFormat';
import { NOT_SET, formatDateTime } from '../../../lib/format';
import { useListShipmentPurchaseOrdersQuery } from '../../../resources/shipmentPurchaseOrders';
import { useCommandAccess } from '../../../lib/commandAccess';
import { AddPurchaseOrderForm, AppointmentCell, RemovePurchaseOrderButton } from './PurchaseOrderControls';
import { QueryCard } from './QueryCard';

const Secondary = ({ children }: { children: string }) => <div className="cell-secondary">{children}</div>;

function TruckCheckIn({ po }: { po: PurchaseOrder }) {
  if (!po.checkInTime) return <Typography.Text type="secondary">Not checked in</Typography.Text>;
  return (
    <div>
      <Typography.Text strong>{po.driverName ?? NOT_SET}</Typography.Text>
      <Secondary>{po.driverPhone ?? NOT_SET}</Secondary>
      <div>{`${truckLabel(po.truckColor, po.truckNumber)} · ${po.otrDoor ?? NOT_SET}`}</div>
      <Secondary>{formatDateTime(po.checkInTime)}</Secondary>
      <Typography.Text type={owesLateFee(po.lateFeesOwed) ? 'danger' : 'secondary'}>{`Late fee ${formatMoney(po.lateFeesOwed)}`}</Typography.Text>
    </div>
  );
}

function BillOfLading({ po }: { po: PurchaseOrder }) {
  if (po.pieces === null) return <Typography.Text type="secondary">Not recorded</Typography.Text>;
  return (
    <div>
      <div>{`${po.pieces} pieces · ${po.pallets ?? NOT_SET} pallets`}</div>
      <Secondary>{`Net ${formatWeight(po.netWeight)}`}</Secondary>
      <Secondary>{`Gross ${formatWeight(po.grossWeight)}`}</Secondary>
    </div>
  );
}

const columns = (editable: boolean): TableColumnsType<PurchaseOrder> => [
  { key: 'po', title: 'PO Number', render: (_, po) => <Typography.Text strong>{po.poNumber}</Typography.Text> },
  { key: 'appointment', title: 'Appointment', render: (_, po) => <AppointmentCell po={po} editable={editable} /> },
  { key: 'checkIn', title: 'Truck Check-In', render: (_, po) => <TruckCheckIn po={po} /> },
  { key: 'bol', title: 'Bill of Lading', render: (_, po) => <BillOfLading po={po} /> },
  { key: 'released', title: 'Released', render: (_, po) => (po.releasedAt ? formatDateTime(po.releasedAt) : <Typography.Text type="secondary">Not released</Typography.Text>) },
  ...(editable ? [{ key: 'actions', title: 'Actions', render: (_: unknown, po: PurchaseOrder) => (po.checkInTime ? null : <RemovePurchaseOrderButton po={po} />) }] : []),
];

/** docs/product.md §11, §4.1: the shipment's POs; operators add and remove them and set their appointments (not on a completed shipment). */
export function PurchaseOrdersSection({ shipment }: { shipment: Shipment }) {
  const query = useListShipmentPurchaseOrdersQuery(shipment.id);
  const editable = useCommandAccess().allowed && shipment.workflowStep !== 'completed';
  return (
    <QueryCard title="Purchase Orders" query={query}>
      {(purchaseOrders) => (
        <>
          {editable && <AddPurchaseOrderForm shipmentId={shipment.id} />}
          <Table<PurchaseOrder>
            aria-label="Purchase Orders"
            rowKey="id"
            size="small"
            columns={columns(editable)}
            dataSource={purchaseOrders}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'No purchase orders yet' }}
          />
        </>
      )}
    </QueryCard>
  );
}
