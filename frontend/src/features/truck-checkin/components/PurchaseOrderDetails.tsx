import { Alert, Descriptions, Space, Typography } from 'antd';
import { shipmentStatusLabel, type LateFeeBasis, type PurchaseOrderLookup, type WorkflowStep } from '@dockflow/contracts';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatMoney, owesLateFee } from '../../../components/valueFormat';
import { NOT_SET, formatDateTime } from '../../../lib/format';

/** docs/product.md §3.2: the steps at which a truck may check in (several POs, several trucks). */
const TRUCK_CHECKIN_STEPS: readonly WorkflowStep[] = ['container_checkin', 'truck_checkin', 'bol_entry'];

/** The time the fee is measured from, and which it is: the PO's appointment, or the shipment's ETA standing in for it. */
function appointmentUsed({ reference, referenceAt }: LateFeeBasis): string {
  if (reference === 'none') return NOT_SET;
  return reference === 'eta' ? `${formatDateTime(referenceAt)} (the shipment's ETA)` : formatDateTime(referenceAt);
}

/** The PO found, its shipment, and the late fee a check-in now would owe (docs/product.md §5), before anything is submitted. */
export function PurchaseOrderDetails({ purchaseOrder }: { purchaseOrder: PurchaseOrderLookup }) {
  const { shipment } = purchaseOrder;
  const checkedIn = Boolean(purchaseOrder.checkInTime);
  const fee = checkedIn ? purchaseOrder.lateFeesOwed : purchaseOrder.lateFeeIfCheckedInNow;
  const stepAllowsCheckIn = TRUCK_CHECKIN_STEPS.includes(shipment.workflowStep);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'po', label: 'PO Number', children: purchaseOrder.poNumber },
          {
            key: 'shipment',
            label: 'Shipment',
            children: (
              <Space wrap>
                {shipment.tmpNumber}
                <StatusBadge status={shipment.status} />
              </Space>
            ),
          },
          { key: 'appointment', label: 'Appointment', children: appointmentUsed(purchaseOrder.lateFeeBasis) },
          {
            key: 'fee',
            label: checkedIn ? 'Late Fee Owed' : 'Late Fee If Checked In Now',
            children: (
              <Space wrap>
                <Typography.Text strong type={owesLateFee(fee) ? 'warning' : undefined}>
                  {formatMoney(fee)}
                </Typography.Text>
                <Typography.Text type="secondary">{purchaseOrder.lateFeeBasis.reason}</Typography.Text>
              </Space>
            ),
          },
        ]}
      />
      {!checkedIn && !stepAllowsCheckIn && (
        <Alert
          type="warning"
          showIcon
          title={`Shipment ${shipment.tmpNumber} is at ${shipmentStatusLabel(shipment.workflowStep)}; truck check-in expects ${TRUCK_CHECKIN_STEPS.map(shipmentStatusLabel).join(' or ')}.`}
        />
      )}
    </Space>
  );
}
