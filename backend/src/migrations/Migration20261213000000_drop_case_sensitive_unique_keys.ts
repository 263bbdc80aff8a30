import { Migration } from '@mikro-orm/migrations';

/**
 * TMP and PO numbers are unique ignoring case (docs/product.md §3.11; migration ..._case_insensitive_identifiers):
 * the unique indexes on lower(...) say so, and every lookup goes through them. The case-sensitive keys of
 * the first migration stayed beside them, refusing nothing the others let through: one more index each
 * insert and each import row maintained for nothing.
 */
export class Migration20261213000000_drop_case_sensitive_unique_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table shipments drop constraint if exists shipments_tmp_number_unique;');
    this.addSql('alter table purchase_orders drop constraint if exists purchase_orders_po_number_unique;');
  }
}
