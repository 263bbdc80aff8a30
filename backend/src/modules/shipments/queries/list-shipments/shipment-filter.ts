import type { ShipmentStatus } from '@dockflow/contracts';
import { IN_PROGRESS_FILTER } from '@dockflow/contracts/dto';
import { overdueSql } from '../../domain/delayed-status.js';

export interface ShipmentFilter {
  status?: string;
  dock?: string;
  search?: string;
}

const IN_PROGRESS_STEPS: ShipmentStatus[] = ['container_checkin', 'truck_checkin', 'bol_entry'];

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The status as the rows show it, the delayed overlay applied at `now`: a shipment whose ETA passed
 * since the last sweep is delayed already, and no longer at its stored status. A completed shipment
 * is never overdue, so that filter stays on the status index alone.
 */
function statusCondition(status: string, now: Date): { sql: string; params: unknown[] } {
  if (status === 'delayed') return { sql: overdueSql('s'), params: [now] };
  const statuses = status === IN_PROGRESS_FILTER ? IN_PROGRESS_STEPS : [status];
  const sql = `s.status in (${statuses.map(() => '?').join(', ')})`;
  return status === 'completed' ? { sql, params: statuses } : { sql: `${sql} and not ${overdueSql('s')}`, params: [...statuses, now] };
}

/**
 * The WHERE clause of the shipment list and its export (same filters, docs/product.md §12), over a
 * `shipments` table aliased `s`: search matches the TMP number, a PO number or a driver's name.
 */
export function shipmentFilterClause(filter: ShipmentFilter, now: Date): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.status) {
    const status = statusCondition(filter.status, now);
    conditions.push(status.sql);
    params.push(...status.params);
  }
  if (filter.dock) {
    conditions.push('s.dock_location = ?');
    params.push(filter.dock);
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      '(s.tmp_number ilike ? or exists (select 1 from purchase_orders po where po.shipment_id = s.id and (po.po_number ilike ? or po.driver_name ilike ?)))',
    );
    params.push(pattern, pattern, pattern);
  }
  return { sql: conditions.length ? conditions.join(' and ') : 'true', params };
}
