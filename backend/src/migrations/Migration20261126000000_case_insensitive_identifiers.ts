import { Migration } from '@mikro-orm/migrations';

/** How many colliding groups the refusal names (a large collision names the first ones and counts the rest). */
const NAMED_COLLISIONS = 20;

/** The values of `column` in `table` that are one identifier ignoring case, grouped ("TMP-1 / tmp-1"). */
function collisionsSql(table: string, column: string): string {
  return `select string_agg(${column}, ' / ' order by ${column}) as names from ${table} group by lower(${column}) having count(*) > 1 order by lower(${column})`;
}

/**
 * docs/product.md §3.11: TMP and PO numbers are unique ignoring case. Unique indexes on
 * lower(...) enforce it; when stored data already holds two numbers differing only in case, the
 * migration refuses (and so the app does not start), naming them, so that someone merges or renames
 * them first rather than the app choosing one.
 */
export class Migration20261126000000_case_insensitive_identifiers extends Migration {
  override async up(): Promise<void> {
    const collisions: string[] = [];
    for (const [label, table, column] of [
      ['TMP numbers', 'shipments', 'tmp_number'],
      ['PO numbers', 'purchase_orders', 'po_number'],
    ] as const) {
      const rows = await this.execute(collisionsSql(table, column));
      if (rows.length === 0) continue;
      const named = rows.slice(0, NAMED_COLLISIONS).map((row) => String(row.names));
      const more = rows.length > NAMED_COLLISIONS ? ` and ${rows.length - NAMED_COLLISIONS} more` : '';
      collisions.push(`${label} that differ only in case: ${named.join('; ')}${more}`);
    }
    if (collisions.length > 0) {
      throw new Error(
        `TMP and PO numbers must be unique ignoring case, but the database holds ${collisions.join('. ')}. Rename or merge them, then start again.`,
      );
    }
    this.addSql('create unique index shipments_tmp_number_lower_unique on shipments (lower(tmp_number));');
    this.addSql('create unique index purchase_orders_po_number_lower_unique on purchase_orders (lower(po_number));');
  }
}
