import type { ShipmentStatus } from '@dockflow/contracts';
import { IN_PROGRESS_FILTER } from '@dockflow/contracts/dto';

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
 * The WHERE clause of the shipment list and its export (same filters, docs/product.md §12.3), over a
 * `shipments` table aliased `s`: search matches the TMP number, a PO number or a driver's name.
 */
export function shipmentFilterClause(filter: ShipmentFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.status === IN_PROGRESS_FILTER) {
    conditions.push(`s.status in (${IN_PROGRESS_STEPS.map(() => '?').join(', ')})`);
    params.push(...IN_PROGRESS_STEPS);
  } else if (filter.status) {
    conditions.push('s.status = ?');
    params.push(filter.status);
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
