import type { PurchaseOrder as PurchaseOrderView } from '@dockflow/contracts';
import type { PurchaseOrderRecord } from './purchase-order.entity.js';

export function toPurchaseOrderView(po: PurchaseOrderRecord): PurchaseOrderView {
  return {
    id: po.id,
    poNumber: po.poNumber,
    shipmentId: po.shipmentId,
    pieces: po.pieces ?? null,
    pallets: po.pallets ?? null,
    netWeight: po.netWeight ?? null,
    grossWeight: po.grossWeight ?? null,
    driverName: po.driverName ?? null,
    driverPhone: po.driverPhone ?? null,
    driverEmail: po.driverEmail ?? null,
    truckColor: po.truckColor ?? null,
    truckNumber: po.truckNumber ?? null,
    otrDoor: po.otrDoor ?? null,
    appointmentAt: po.appointmentAt?.toISOString() ?? null,
    checkInTime: po.checkInTime?.toISOString() ?? null,
    lateFeesOwed: po.lateFeesOwed,
    releasedAt: po.releasedAt?.toISOString() ?? null,
    createdAt: po.createdAt.toISOString(),
    updatedAt: po.updatedAt.toISOString(),
  };
}
