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

/** More POs than this matching a search, and the list tests shipments against them by a hash instead of by their ids. */
export const PO_MATCHES_BY_ID = 1_000;

const PO_MATCHES_SQL = 'po.po_number ilike ? or po.driver_name ilike ?';

/** What `findPoSearchMatches` found: the matching shipments' ids, or `many`. */
export type PoSearchMatches = readonly string[] | 'many';

/** Runs one read statement (`?` placeholders) and gives its rows. */
export type ReadRows = <Row>(sql: string, parameters: unknown[]) => Promise<Row[]>;

/**
 * The shipments whose PO number or driver matches the filter's search: their ids when at most
 * PO_MATCHES_BY_ID POs match, `many` when more do, undefined without a search. One read through the
 * POs' trigram indexes, before the list's own statements (see `shipmentFilterClause`).
 */
export async function findPoSearchMatches(filter: ShipmentFilter, read: ReadRows): Promise<PoSearchMatches | undefined> {
  const search = filter.search?.trim();
  if (!search) return undefined;
  const pattern = likePattern(search);
  const rows = await read<{ shipment_id: string }>(`select po.shipment_id from purchase_orders po where ${PO_MATCHES_SQL} limit ${PO_MATCHES_BY_ID + 1}`, [pattern, pattern]);
  return rows.length > PO_MATCHES_BY_ID ? 'many' : rows.map((row) => row.shipment_id);
}

/**
 * The WHERE clause of the shipment list and its export (same filters, docs/product.md §12), over a
 * `shipments` table aliased `s`: search matches part of the TMP number, a PO number or a driver's
 * name, ignoring case, through the trigram indexes (migration Migration20261127000000_shipment_search).
 *
 * `poMatches` (from `findPoSearchMatches`) picks how the PO side is tested. A few ids go in as one array
 * value, which PostgreSQL plans as a constant: an index probe per id beside the TMP number's trigram index,
 * and a hashed test on the rows (a search for one PO number: about 1 ms at 100,000 shipments). Many, or
 * not looked up, and the POs' matches are a subquery PostgreSQL hashes once while it reads the shipments
 * the other conditions leave (about 100-250 ms for a search matching every PO at 100,000 shipments). The
 * form before, `s.id = any(array(subquery))`, tested each shipment against the whole array one id after
 * another: a search for "PO" ran for over 20 s (docs/performance.md, "29 Nov 2026").
 */
export function shipmentFilterClause(filter: ShipmentFilter, now: Date, poMatches?: PoSearchMatches): { sql: string; params: unknown[] } {
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
    add(
      poMatches && poMatches !== 'many'
        ? { sql: '(s.tmp_number ilike ? or s.id = any(?::uuid[]))', params: [pattern, poMatches] }
        : { sql: `(s.tmp_number ilike ? or s.id in (select po.shipment_id from purchase_orders po where ${PO_MATCHES_SQL}))`, params: [pattern, pattern, pattern] },
    );
  }
  return { sql: conditions.length ? conditions.join(' and ') : 'true', params };
}
