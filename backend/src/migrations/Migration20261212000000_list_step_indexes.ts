import { Migration } from '@mikro-orm/migrations';

/**
 * The list's status filter reads the workflow step (docs/decisions.md, "Status filters follow the step"),
 * so the indexes that ordered by the stored `status` no longer served it: a status + dock page sorted
 * every match (docs/performance.md, "What `npm run bench` found on the request path"). These walk the step's rows newest first.
 */
export class Migration20261212000000_list_step_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists shipments_status_dock_created_index;`);
    this.addSql(`drop index if exists shipments_workflow_step_index;`);
    this.addSql(`create index shipments_step_dock_created_index on shipments (workflow_step, dock_location, created_at desc, id desc) include (tmp_number);`);
    this.addSql(`create index shipments_step_created_index on shipments (workflow_step, created_at desc, id desc);`);
  }
}
