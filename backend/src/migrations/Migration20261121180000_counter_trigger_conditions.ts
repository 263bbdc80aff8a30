import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard counters' row triggers fire only for rows whose change can move a counter: a
 * schedule import inserts thousands of pending shipments and bare POs, none of which counts, and
 * calling the trigger function for each was a tenth of a 10,000-row import (docs/performance.md).
 * The functions are unchanged; each WHEN lists exactly the columns its function reads.
 */
export class Migration20261121180000_counter_trigger_conditions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger shipments_dashboard_counts on shipments;`);
    this.addSql(`create trigger shipments_dashboard_counts_insert after insert on shipments
      for each row when (new.workflow_step <> 'pending') execute function shipments_dashboard_counts();`);
    this.addSql(`create trigger shipments_dashboard_counts_update after update on shipments
      for each row when (old.workflow_step is distinct from new.workflow_step
                         or old.progress_percentage is distinct from new.progress_percentage
                         or old.actual_completion is distinct from new.actual_completion)
      execute function shipments_dashboard_counts();`);
    this.addSql(`create trigger shipments_dashboard_counts_delete after delete on shipments
      for each row when (old.workflow_step <> 'pending') execute function shipments_dashboard_counts();`);

    this.addSql(`drop trigger purchase_orders_dashboard_counts on purchase_orders;`);
    this.addSql(`create trigger purchase_orders_dashboard_counts_insert after insert on purchase_orders
      for each row when (new.check_in_time is not null and new.released_at is null) execute function purchase_orders_dashboard_counts();`);
    this.addSql(`create trigger purchase_orders_dashboard_counts_update after update on purchase_orders
      for each row when (old.check_in_time is distinct from new.check_in_time or old.released_at is distinct from new.released_at)
      execute function purchase_orders_dashboard_counts();`);
    this.addSql(`create trigger purchase_orders_dashboard_counts_delete after delete on purchase_orders
      for each row when (old.check_in_time is not null and old.released_at is null) execute function purchase_orders_dashboard_counts();`);
  }
}
