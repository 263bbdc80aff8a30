import { Migration } from '@mikro-orm/migrations';

/**
 * The shipment list's search (part of a TMP number, PO number or driver's name, any case) through
 * trigram indexes instead of reading every shipment and PO, and its default order (active work
 * first, then newest) from an index; `shipmentFilterClause` and `shipmentOrderSql`
 * (modules/shipments/queries/list-shipments/) use these exact expressions.
 */
export class Migration20261127000000_shipment_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index shipments_tmp_number_trgm_index on shipments using gin (tmp_number gin_trgm_ops);`);
    this.addSql(`create index purchase_orders_po_number_trgm_index on purchase_orders using gin (po_number gin_trgm_ops);`);
    this.addSql(`create index purchase_orders_driver_name_trgm_index on purchase_orders using gin (driver_name gin_trgm_ops);`);
    this.addSql(`create index shipments_active_first_index on shipments (
      (case when workflow_step in ('container_checkin', 'truck_checkin', 'bol_entry', 'loading') then 0 when workflow_step = 'pending' then 1 else 2 end),
      created_at desc, id desc);`);
  }
}
