import type { Shipment, WorkflowStep } from '@dockflow/contracts';
import { onShipmentChanged, whileCached, type CacheEntryLifetime } from './livePushes';
import { isOlder } from './records';

const time = (iso: string) => Date.parse(iso);

/**
 * Whether a shipment belongs in a list of these steps. The workflow step decides, not the shown
 * status: a delayed shipment is still waiting for its next step (docs/product.md §3.2).
 */
export function isAtStep(shipment: Shipment, steps: readonly WorkflowStep[]): boolean {
  return steps.includes(shipment.workflowStep);
}

/**
 * Applies a pushed shipment to a cached list of the shipments at some workflow steps, newest first,
 * in place (an Immer draft or a plain array): a shipment now at one of the steps is added or
 * replaced, one that moved on is removed. A push older than the state shown is ignored, so the
 * sender's own echo or a repeated delivery is harmless.
 */
export function applyToShipmentsAtSteps(list: Shipment[], shipment: Shipment, steps: readonly WorkflowStep[]): void {
  const listed = list.findIndex((candidate) => candidate.id === shipment.id);
  if (listed >= 0) {
    if (isOlder(shipment, list[listed])) return;
    if (isAtStep(shipment, steps)) list[listed] = shipment;
    else list.splice(listed, 1);
    return;
  }
  if (!isAtStep(shipment, steps)) return;
  const position = list.findIndex((candidate) => time(candidate.createdAt) < time(shipment.createdAt));
  list.splice(position === -1 ? list.length : position, 0, shipment);
}

interface ShipmentListEntry extends CacheEntryLifetime {
  updateCachedData: (recipe: (list: Shipment[]) => void) => unknown;
}

/** Keeps a cached list of the shipments at `steps` current from the shipment.changed pushes, which carry each shipment whole. */
export function followShipmentsAtSteps(steps: readonly WorkflowStep[], entry: ShipmentListEntry): Promise<void> {
  return whileCached(entry, () => onShipmentChanged(({ shipment }) => entry.updateCachedData((list) => applyToShipmentsAtSteps(list, shipment, steps))));
}
