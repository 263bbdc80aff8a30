import type { ShipmentRecord } from './shipment.entity.js';

/** docs/product.md §3.5: a shipment whose ETA has passed while it is not completed shows as delayed. */
export function isOverdue(record: Pick<ShipmentRecord, 'workflowStep' | 'estimatedCompletion'>, now: Date): boolean {
  const eta = record.estimatedCompletion;
  return record.workflowStep !== 'completed' && eta != null && eta.getTime() < now.getTime();
}
