import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes no query reads, or whose one reader needs a small part of them, each written on every
 * shipment or PO insert, import row, event or indexed update (docs/performance.md, issue 17's import):
 * - shipments (status, created_at): the stored status is never a filter; the list filters on the
 *   workflow step (shipment-filter.ts), and the delay sweeper finds overdue rows by their ETA.
 * - shipments (actual_completion): every read of it is a range (`>=`, `>`), which implies not null,
 *   so shipments_completion_eta_index (partial, not null) serves it and is the one the planner picks.
 * - purchase_orders (lower(driver_name)): the search matches part of a name through the trigram
 *   index; no query compares a whole lowered name.
 * - domain_events (type, occurred_at), written with every event: its one reader, the figures' check-ins
 *   of the last day, is served by a partial index of check-in events alone, written once per shipment.
 * Checked by EXPLAIN ANALYZE of every list filter, sort and count, the dashboard's figures, the doors,
 * completed loads, the export's batches and the trucker board on 100,000 shipments, with and without them.
 */
export class Migration20261214000000_drop_unused_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop index if exists shipments_status_created_index;');
    this.addSql('drop index if exists shipments_actual_completion_index;');
    this.addSql('drop index if exists purchase_orders_driver_name_index;');
    this.addSql('drop index if exists domain_events_type_occurred_index;');
    this.addSql(`create index domain_events_checked_in_recent_index on domain_events (occurred_at) where type = 'ContainerCheckedIn';`);
  }

  override async down(): Promise<void> {
    this.addSql('create index shipments_status_created_index on shipments (status, created_at desc);');
    this.addSql('create index shipments_actual_completion_index on shipments (actual_completion);');
    this.addSql('create index purchase_orders_driver_name_index on purchase_orders (lower(driver_name));');
    this.addSql('drop index if exists domain_events_checked_in_recent_index;');
    this.addSql('create index domain_events_type_occurred_index on domain_events (type, occurred_at);');
  }
}
