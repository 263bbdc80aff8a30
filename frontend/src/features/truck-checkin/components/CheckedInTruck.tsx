import { Alert, Descriptions, Space } from 'antd';
import type { PurchaseOrder } from '@dockflow/contracts';
import { truckLabel } from '../../../components/valueFormat';
import { NOT_SET, formatDateTime } from '../../../lib/format';

/** Shown instead of the form for a PO whose truck is already checked in. */
export function CheckedInTruck({ purchaseOrder }: { purchaseOrder: PurchaseOrder }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="success" showIcon title={`The truck for PO ${purchaseOrder.poNumber} is checked in.`} />
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'driver', label: 'Driver', children: purchaseOrder.driverName ?? NOT_SET },
          { key: 'phone', label: 'Driver Phone', children: purchaseOrder.driverPhone ?? NOT_SET },
          { key: 'email', label: 'Driver Email', children: purchaseOrder.driverEmail ?? NOT_SET },
          { key: 'truck', label: 'Truck', children: truckLabel(purchaseOrder.truckColor, purchaseOrder.truckNumber) },
          { key: 'door', label: 'OTR Door', children: purchaseOrder.otrDoor ?? NOT_SET },
          { key: 'checkIn', label: 'Checked In', children: formatDateTime(purchaseOrder.checkInTime) },
          { key: 'released', label: 'Released', children: formatDateTime(purchaseOrder.releasedAt) },
        ]}
      />
    </Space>
  );
}
