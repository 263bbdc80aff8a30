import { Migration } from '@mikro-orm/migrations';

/**
 * The delayed overlay in SQL (`overdueSql`, modules/shipments/domain/delayed-status.ts) reads the ETA
 * of shipments not completed: the `delayed` list filter and the delay sweep find them through this
 * index instead of reading every shipment.
 */
export class Migration20261123000000_open_eta_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index shipments_open_eta_index on shipments (estimated_completion) where workflow_step <> 'completed';`);
  }
}
