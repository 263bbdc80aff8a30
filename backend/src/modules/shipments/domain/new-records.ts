import { randomUUID } from 'node:crypto';
import type { PurchaseOrderRecord } from './purchase-order.entity.js';
import type { ShipmentRecord } from './shipment.entity.js';

// Plain records with their ids known at once (events name them before the insert); a command stores
// them with `em.create`, the schedule import with its bulk statements.

export function newShipment(tmpNumber: string, now: Date): ShipmentRecord {
  return {
    id: randomUUID(),
    tmpNumber,
    status: 'pending',
    workflowStep: 'pending',
    containerDoor: null,
    dockLocation: null,
    floorLeadId: null,
    sealNumber: null,
    tempRecorderId: null,
    estimatedCompletion: null,
    actualCompletion: null,
    progressPercentage: 0,
    notes: null,
    createdAt: now,
    updatedAt: now,
  };
}

export function newPurchaseOrder(poNumber: string, shipmentId: string, appointmentAt: Date | null, now: Date): PurchaseOrderRecord {
  return {
    id: randomUUID(),
    poNumber,
    shipmentId,
    pieces: null,
    pallets: null,
    netWeight: null,
    grossWeight: null,
    driverName: null,
    driverPhone: null,
    driverEmail: null,
    truckColor: null,
    truckNumber: null,
    otrDoor: null,
    appointmentAt,
    checkInTime: null,
    lateFeesOwed: '0.00',
    releasedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}
