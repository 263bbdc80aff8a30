import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SHIPMENT_STATUSES, WORKFLOW_STEPS } from '@dockflow/contracts';

export const Shipment = defineEntity({
  name: 'Shipment',
  tableName: 'shipments',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    tmpNumber: p.string().length(50),
    /** What screens show and filter on: the workflow step, or `delayed` as an overlay. */
    status: p.enum(SHIPMENT_STATUSES).default('pending'),
    /** The step reached; `delayed` never replaces it (docs/product.md §3.5). */
    workflowStep: p.enum(WORKFLOW_STEPS).default('pending'),
    containerDoor: p.string().length(10).nullable(),
    dockLocation: p.string().length(20).nullable(),
    floorLeadId: p.uuid().nullable(),
    sealNumber: p.string().length(50).nullable(),
    tempRecorderId: p.string().length(50).nullable(),
    estimatedCompletion: p.datetime().nullable(),
    actualCompletion: p.datetime().nullable(),
    progressPercentage: p.integer().default(0),
    notes: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type ShipmentRecord = InferEntity<typeof Shipment>;
