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

/** The workflow steps a filter admits, or undefined when it admits any (or `delayed`, which spans steps). */
export function admittedSteps(filter: ShipmentFilter): readonly WorkflowStep[] | undefined {
  const byStatus = !filter.status || filter.status === 'delayed' ? undefined : filter.status === IN_PROGRESS_FILTER ? IN_PROGRESS_STEPS : [filter.status as WorkflowStep];
  if (!filter.steps?.length) return byStatus;
  return byStatus ? byStatus.filter((step) => filter.steps!.includes(step)) : filter.steps;
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
    // The POs' matches are found once from their trigram indexes (an array, not a join), so the TMP test stays a
    // filter on whichever index walks the other conditions: a search matching most TMP numbers no longer builds a
    // set of every shipment's id (docs/performance.md, "What `npm run bench` found on the request path").
    add({
      sql: `(s.tmp_number ilike ? or s.id = any(array(select po.shipment_id from purchase_orders po where po.po_number ilike ? or po.driver_name ilike ?)))`,
      params: [pattern, pattern, pattern],
    });
  }
  return { sql: conditions.length ? conditions.join(' and ') : 'true', params };
}
