import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes no query reads, each written on every shipment or PO insert, import row and indexed update
 * (docs/performance.md, issue 17's import):
 * - shipments (status, created_at): the stored status is never a filter; the list filters on the
 *   workflow step (shipment-filter.ts), and the delay sweeper finds overdue rows by their ETA.
 * - shipments (actual_completion): every read of it is a range (`>=`, `>`), which implies not null,
 *   so shipments_completion_eta_index (partial, not null) serves it and is the one the planner picks.
 * - purchase_orders (lower(driver_name)): the search matches part of a name through the trigram
 *   index; no query compares a whole lowered name.
 * Checked by EXPLAIN ANALYZE of every list filter, sort and count, the dashboard's figures, the doors,
 * completed loads, the export's batches and the trucker board on 100,000 shipments, with and without them.
 */
export class Migration20261214000000_drop_unused_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop index if exists shipments_status_created_index;');
    this.addSql('drop index if exists shipments_actual_completion_index;');
    this.addSql('drop index if exists purchase_orders_driver_name_index;');
  }

  override async down(): Promise<void> {
    this.addSql('create index shipments_status_created_index on shipments (status, created_at desc);');
    this.addSql('create index shipments_actual_completion_index on shipments (actual_completion);');
    this.addSql('create index purchase_orders_driver_name_index on purchase_orders (lower(driver_name));');
  }
}
