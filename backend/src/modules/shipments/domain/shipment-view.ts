import type { Shipment as ShipmentView } from '@dockflow/contracts';
import type { ShipmentRecord } from './shipment.entity.js';
import { shownStatus } from './delayed-status.js';

/** What a shipment's view is made of: a stored record, or a row read by SQL (the list's page). */
export type ShipmentFields = Pick<
  ShipmentRecord,
  | 'id'
  | 'tmpNumber'
  | 'workflowStep'
  | 'containerDoor'
  | 'dockLocation'
  | 'floorLeadId'
  | 'sealNumber'
  | 'tempRecorderId'
  | 'estimatedCompletion'
  | 'actualCompletion'
  | 'progressPercentage'
  | 'notes'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * The contracts shape of a shipment, as sent to clients and pushed over sockets. The delayed
 * overlay is applied on read too, so a shipment shows delayed the moment its ETA passes.
 */
export function toShipmentView(record: ShipmentFields, now: Date): ShipmentView {
  return {
    id: record.id,
    tmpNumber: record.tmpNumber,
    status: shownStatus(record, now),
    workflowStep: record.workflowStep,
    containerDoor: record.containerDoor ?? null,
    dockLocation: record.dockLocation ?? null,
    floorLeadId: record.floorLeadId ?? null,
    sealNumber: record.sealNumber ?? null,
    tempRecorderId: record.tempRecorderId ?? null,
    estimatedCompletion: record.estimatedCompletion?.toISOString() ?? null,
    actualCompletion: record.actualCompletion?.toISOString() ?? null,
    progressPercentage: record.progressPercentage,
    notes: record.notes ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
