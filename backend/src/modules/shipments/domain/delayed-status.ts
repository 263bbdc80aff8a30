import type { ShipmentStatus } from '@dockflow/contracts';
import type { ShipmentRecord } from './shipment.entity.js';

/**
 * the delayed overlay (docs/product.md §3.5), the one rule every reader and writer of a shipment's status uses:
 * a shipment whose ETA has passed while it is not completed shows as delayed; its workflow step is kept.
 */
function isOverdue(shipment: Pick<ShipmentRecord, 'workflowStep' | 'estimatedCompletion'>, now: Date): boolean {
  const eta = shipment.estimatedCompletion;
  return shipment.workflowStep !== 'completed' && eta != null && eta.getTime() < now.getTime();
}

/** The status screens show: `delayed` while overdue, else the workflow step. */
export function shownStatus(shipment: Pick<ShipmentRecord, 'workflowStep' | 'estimatedCompletion'>, now: Date): ShipmentStatus {
  return isOverdue(shipment, now) ? 'delayed' : shipment.workflowStep;
}

/** `isOverdue` in SQL over the shipments table aliased `alias`; its one parameter is now. */
export function overdueSql(alias: string): string {
  return `(${alias}.workflow_step <> 'completed' and ${alias}.estimated_completion is not null and ${alias}.estimated_completion < ?)`;
}

/** `shownStatus` in SQL; its one parameter is now. */
export function shownStatusSql(alias: string): string {
  return `(case when ${overdueSql(alias)} then 'delayed' else ${alias}.workflow_step end)`;
}
