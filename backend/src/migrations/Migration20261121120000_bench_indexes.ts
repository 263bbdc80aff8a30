import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the lists and boards at 100,000 shipments, and the dashboard's counters (issue 8,
 * docs/performance.md). Each index is named after the query it serves; EXPLAIN plans are in the doc.
 */
export class Migration20261121120000_bench_indexes extends Migration {
  override async up(): Promise<void> {
    // Shipment list filtered by status and dock, newest first: walks the index in order and stops after
    // the page; tmp_number is included so the count (search on the TMP number) can be an index-only scan.
    this.addSql(`create index shipments_status_dock_created_index on shipments (status, dock_location, created_at desc, id desc) include (tmp_number);`);
    // Completed Load Summary: completed shipments, most recent completion first.
    this.addSql(`create index shipments_completed_index on shipments (actual_completion desc nulls last, id) where workflow_step = 'completed';`);
    // Dashboard "average wait" and the trucker board's "released today".
    this.addSql(`create index purchase_orders_released_index on purchase_orders (released_at) where released_at is not null;`);
    // Trucker board: trucks on site, oldest check-in first.
    this.addSql(`create index purchase_orders_waiting_index on purchase_orders (check_in_time) where check_in_time is not null and released_at is null;`);
    // Dashboard "active yesterday" and the counters' trigger: a shipment's check-in event(s).
    this.addSql(`create index domain_events_checked_in_index on domain_events (shipment_id, occurred_at) where type = 'ContainerCheckedIn';`);
    // Dashboard on-time rate: completions of the last 7 days with their ETA, from the index alone.
    this.addSql(`create index shipments_completion_eta_index on shipments (actual_completion) include (estimated_completion) where actual_completion is not null;`);
    // Spotter board: open tasks.
    this.addSql(`create index spotter_tasks_open_index on spotter_tasks (created_at desc) where status <> 'completed';`);
    this.addSql(`create index spotter_tasks_completed_index on spotter_tasks (completed_at) where status = 'completed';`);

    // Dashboard counters (the figures of docs/product.md §2.4 that count tens of thousands of rows): kept by triggers in
    // the same transaction as the change, so they are exact and never stale. Sharded by backend so that
    // concurrent commands do not queue on one counter row; a reader sums the shards.
    this.addSql(`
      create table dashboard_counts (
        name text not null,
        shard integer not null,
        value bigint not null default 0,
        primary key (name, shard)
      );`);
    this.addSql(`
      create function dashboard_count_add(counter text, delta bigint) returns void language sql as $$
        insert into dashboard_counts (name, shard, value) values (counter, pg_backend_pid() % 32, delta)
        on conflict (name, shard) do update set value = dashboard_counts.value + excluded.value
      $$;`);
    this.addSql(`
      create function shipment_checked_in(shipment uuid) returns boolean language sql stable as $$
        select exists (select 1 from domain_events where shipment_id = shipment and type = 'ContainerCheckedIn')
      $$;`);
    // active: neither pending nor completed; loading (+ its progress sum); open_checked_in: checked in
    // (a ContainerCheckedIn event exists), not pending, no actual completion (the bulk of "active yesterday").
    this.addSql(`
      create function shipments_dashboard_counts() returns trigger language plpgsql as $$
      declare
        old_active integer := 0; new_active integer := 0;
        old_loading integer := 0; new_loading integer := 0;
        old_progress integer := 0; new_progress integer := 0;
        old_open boolean := false; new_open boolean := false;
        shipment uuid;
      begin
        if tg_op <> 'INSERT' then
          shipment := old.id;
          old_active := (old.workflow_step not in ('pending', 'completed'))::integer;
          old_loading := (old.workflow_step = 'loading')::integer;
          old_progress := case when old.workflow_step = 'loading' then old.progress_percentage else 0 end;
          old_open := old.workflow_step <> 'pending' and old.actual_completion is null;
        end if;
        if tg_op <> 'DELETE' then
          shipment := new.id;
          new_active := (new.workflow_step not in ('pending', 'completed'))::integer;
          new_loading := (new.workflow_step = 'loading')::integer;
          new_progress := case when new.workflow_step = 'loading' then new.progress_percentage else 0 end;
          new_open := new.workflow_step <> 'pending' and new.actual_completion is null;
        end if;
        if new_active <> old_active then perform dashboard_count_add('active', new_active - old_active); end if;
        if new_loading <> old_loading then perform dashboard_count_add('loading', new_loading - old_loading); end if;
        if new_progress <> old_progress then perform dashboard_count_add('loading_progress', new_progress - old_progress); end if;
        if new_open <> old_open and shipment_checked_in(shipment) then
          perform dashboard_count_add('open_checked_in', new_open::integer - old_open::integer);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger shipments_dashboard_counts after insert or update or delete on shipments
      for each row execute function shipments_dashboard_counts();`);
    // A shipment's first ContainerCheckedIn event makes an open shipment count as checked in.
    this.addSql(`
      create function domain_events_dashboard_counts() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from shipments where id = new.shipment_id and workflow_step <> 'pending' and actual_completion is null)
           and not exists (select 1 from domain_events where shipment_id = new.shipment_id and type = 'ContainerCheckedIn' and id <> new.id) then
          perform dashboard_count_add('open_checked_in', 1);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger domain_events_dashboard_counts after insert on domain_events
      for each row when (new.type = 'ContainerCheckedIn') execute function domain_events_dashboard_counts();`);
    // trucks_in_queue: checked in, not released.
    this.addSql(`
      create function purchase_orders_dashboard_counts() returns trigger language plpgsql as $$
      declare
        before integer := 0; after integer := 0;
      begin
        if tg_op <> 'INSERT' then before := (old.check_in_time is not null and old.released_at is null)::integer; end if;
        if tg_op <> 'DELETE' then after := (new.check_in_time is not null and new.released_at is null)::integer; end if;
        if after <> before then perform dashboard_count_add('trucks_in_queue', after - before); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger purchase_orders_dashboard_counts after insert or update or delete on purchase_orders
      for each row execute function purchase_orders_dashboard_counts();`);
    // Recomputes every counter from the tables (after a bulk load with triggers disabled, or to check them).
    this.addSql(`
      create function dashboard_counts_rebuild() returns void language sql as $$
        delete from dashboard_counts;
        insert into dashboard_counts (name, shard, value)
        select 'active', 0, count(*) from shipments where workflow_step not in ('pending', 'completed')
        union all select 'loading', 0, count(*) from shipments where workflow_step = 'loading'
        union all select 'loading_progress', 0, coalesce(sum(progress_percentage), 0) from shipments where workflow_step = 'loading'
        union all select 'open_checked_in', 0, count(*) from shipments s
          where workflow_step <> 'pending' and actual_completion is null and shipment_checked_in(s.id)
        union all select 'trucks_in_queue', 0, count(*) from purchase_orders where check_in_time is not null and released_at is null;
      $$;`);
    this.addSql(`select dashboard_counts_rebuild();`);
  }
}
