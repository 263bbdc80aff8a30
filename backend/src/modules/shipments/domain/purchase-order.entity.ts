import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const PurchaseOrder = defineEntity({
  name: 'PurchaseOrder',
  tableName: 'purchase_orders',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    poNumber: p.string().length(50),
    shipmentId: p.uuid(),
    pieces: p.integer().nullable(),
    pallets: p.integer().nullable(),
    netWeight: p.decimal().precision(10).scale(2).nullable(),
    grossWeight: p.decimal().precision(10).scale(2).nullable(),
    driverName: p.string().length(100).nullable(),
    driverPhone: p.string().length(30).nullable(),
    driverEmail: p.string().length(255).nullable(),
    truckColor: p.string().length(20).nullable(),
    truckNumber: p.string().length(30).nullable(),
    otrDoor: p.string().length(10).nullable(),
    /** docs/product.md §5: the reference for late fees when set. */
    appointmentAt: p.datetime().nullable(),
    checkInTime: p.datetime().nullable(),
    lateFeesOwed: p.decimal().precision(8).scale(2).default('0.00'),
    releasedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type PurchaseOrderRecord = InferEntity<typeof PurchaseOrder>;
