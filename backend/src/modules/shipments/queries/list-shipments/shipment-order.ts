import type { ShipmentSortKey, SortOrder, WorkflowStep } from '@dockflow/contracts';

/**
 * Active work first: checked in and not completed, then scheduled (pending), then completed. The
 * expression is the one indexed by shipments_active_first_index (migration Migration20261127000000_shipment_search).
 */
const ACTIVE_FIRST = `(case when s.workflow_step in ('container_checkin', 'truck_checkin', 'bol_entry', 'loading') then 0 when s.workflow_step = 'pending' then 1 else 2 end)`;
const activeFirstGroup = (step: WorkflowStep) => (step === 'pending' ? 1 : step === 'completed' ? 2 : 0);

/** The workflow's order, so "Status" sorts Pending before Container Check-In before Loading. */
const STEP_ORDER = `array_position(array['pending', 'container_checkin', 'truck_checkin', 'bol_entry', 'loading', 'completed'], s.workflow_step)`;

const COLUMNS: Record<ShipmentSortKey, string> = {
  tmpNumber: 's.tmp_number',
  eta: 's.estimated_completion',
  status: STEP_ORDER,
  progress: 's.progress_percentage',
};

/**
 * The ORDER BY of the shipment list over `shipments` aliased `s` (docs/product.md §2.4): the chosen
 * column (a missing ETA last either way), then newest first; without one, active work first. The id
 * ends every order so pages never overlap. When the filter admits only `steps` of one group, active
 * first orders nothing and is left out, so the page is read from a step index in order instead of sorted.
 */
export function shipmentOrderSql(sort: ShipmentSortKey | undefined, order: SortOrder = 'asc', steps?: readonly WorkflowStep[]): string {
  const oneGroup = steps?.length && steps.every((step) => activeFirstGroup(step) === activeFirstGroup(steps[0]!));
  if (!sort) return oneGroup ? 's.created_at desc, s.id desc' : `${ACTIVE_FIRST}, s.created_at desc, s.id desc`;
  return `${COLUMNS[sort]} ${order} nulls last, s.created_at desc, s.id desc`;
}
