import type { Shipment, WorkflowStep } from '@dockflow/contracts';

const time = (iso: string) => Date.parse(iso);

/**
 * Whether a shipment belongs in a picker of these steps. The workflow step decides, not the
 * shown status: a delayed shipment is still waiting for its next step (docs/product.md §3.5).
 */
export function isAtStep(shipment: Shipment, steps: readonly WorkflowStep[]): boolean {
  return steps.includes(shipment.workflowStep);
}

export function newestFirst(shipments: Shipment[]): Shipment[] {
  return [...shipments].sort((first, second) => time(second.createdAt) - time(first.createdAt));
}

/**
 * Applies a pushed shipment to a cached picker list, in place (an Immer draft or a plain array):
 * a shipment now at one of the steps is added or replaced, one that moved on is removed. A push
 * older than the state shown is ignored, so the sender's own echo or a repeated delivery is harmless.
 */
export function applyPickerChange(list: Shipment[], shipment: Shipment, steps: readonly WorkflowStep[]): void {
  const listed = list.findIndex((candidate) => candidate.id === shipment.id);
  if (listed >= 0) {
    if (time(shipment.updatedAt) < time(list[listed].updatedAt)) return;
    if (isAtStep(shipment, steps)) list[listed] = shipment;
    else list.splice(listed, 1);
    return;
  }
  if (!isAtStep(shipment, steps)) return;
  const position = list.findIndex((candidate) => time(candidate.createdAt) < time(shipment.createdAt));
  list.splice(position === -1 ? list.length : position, 0, shipment);
}
