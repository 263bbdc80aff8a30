import type { WorkflowStep } from '@dockflow/contracts';
import { IN_PROGRESS_FILTER } from '@dockflow/contracts/dto';
import { overdueSql } from '../../domain/delayed-status.js';

export interface ShipmentFilter {
  status?: string;
  /** Workflow steps, delayed or not (the pickers of the workflow screens, docs/product.md §3.5). */
  steps?: readonly WorkflowStep[];
  dock?: string;
  search?: string;
}

const IN_PROGRESS_STEPS: WorkflowStep[] = ['container_checkin', 'truck_checkin', 'bol_entry'];

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function stepsCondition(steps: readonly string[]): { sql: string; params: unknown[] } {
  return { sql: `s.workflow_step in (${steps.map(() => '?').join(', ')})`, params: [...steps] };
}

/**
 * `delayed` lists the shipments overdue at `now` (the overlay applied before any sweep stored it);
 * any other status filter is a workflow step, delayed shipments at it included (docs/decisions.md,
 * "Status filters follow the step"), so a delayed container never drops out of its step's list.
 */
function statusCondition(status: string, now: Date): { sql: string; params: unknown[] } {
  if (status === 'delayed') return { sql: overdueSql('s'), params: [now] };
  return stepsCondition(status === IN_PROGRESS_FILTER ? IN_PROGRESS_STEPS : [status]);
}

/**
 * The WHERE clause of the shipment list and its export (same filters, docs/product.md §12), over a
 * `shipments` table aliased `s`: search matches part of the TMP number, a PO number or a driver's
 * name, ignoring case, through the trigram indexes (migration Migration20261127000000_shipment_search).
 */
export function shipmentFilterClause(filter: ShipmentFilter, now: Date): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: { sql: string; params: unknown[] }) => {
    conditions.push(condition.sql);
    params.push(...condition.params);
  };
  if (filter.status) add(statusCondition(filter.status, now));
  if (filter.steps?.length) add(stepsCondition(filter.steps));
  if (filter.dock) add({ sql: 's.dock_location = ?', params: [filter.dock] });
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    // One id set from the three trigram indexes: an OR of the TMP number with a PO subquery read every shipment
    // (80-120 ms at 100,000 shipments for the count alone; this form 1-40 ms, docs/performance.md).
    add({
      sql: `s.id in (select m.id from shipments m where m.tmp_number ilike ?
                     union select po.shipment_id from purchase_orders po where po.po_number ilike ? or po.driver_name ilike ?)`,
      params: [pattern, pattern, pattern],
    });
  }
  return { sql: conditions.length ? conditions.join(' and ') : 'true', params };
}
