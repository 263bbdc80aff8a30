import { Migration } from '@mikro-orm/migrations';

/** When each crew member first opened their instructions (docs/product.md §8.4); null until they do. */
export class Migration20261201000000_crew_opened_instructions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table otr_assignments add column driver_opened_at timestamptz null, add column forklift_operator_opened_at timestamptz null;`);
    this.addSql(`create index otr_assignments_driver_index on otr_assignments (otr_driver_id);`);
    this.addSql(`create index otr_assignments_forklift_operator_index on otr_assignments (forklift_operator_id);`);
  }
}
