import { Migration } from '@mikro-orm/migrations';

/** The whole schema of docs/product.md §13.1, with the domain-event log (§3.10) and crew functions (§6.3). */
export class Migration20261121000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pgcrypto;`);

    this.addSql(`
      create table users (
        id uuid primary key default gen_random_uuid(),
        username varchar(100) not null,
        email varchar(255) null,
        password_hash varchar(255) not null,
        first_name varchar(100) null,
        last_name varchar(100) null,
        profile_image_url varchar(1000) null,
        role text not null default 'viewer' check (role in ('admin', 'operator', 'viewer')),
        crew_functions text[] not null default '{}'
          check (crew_functions <@ array['floor_lead', 'otr_driver', 'forklift_operator', 'spotter']::text[]),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    // Usernames and emails are unique whatever their case, so 'Ana' and 'ana' are one account.
    this.addSql(`create unique index users_username_unique on users (lower(username));`);
    this.addSql(`create unique index users_email_unique on users (lower(email)) where email is not null;`);
    this.addSql(`create index users_role_index on users (role);`);
    this.addSql(`create index users_crew_functions_index on users using gin (crew_functions);`);

    this.addSql(`
      create table sessions (
        sid varchar not null primary key,
        sess json not null,
        expire timestamp(6) not null
      );`);
    this.addSql(`create index sessions_expire_index on sessions (expire);`);
    // Ending a user's sessions (password or role change, deletion) looks them up by user id.
    this.addSql(`create index sessions_user_index on sessions ((sess -> 'passport' ->> 'user'));`);

    this.addSql(`
      create table shipments (
        id uuid primary key default gen_random_uuid(),
        tmp_number varchar(50) not null,
        status text not null default 'pending'
          check (status in ('pending', 'container_checkin', 'truck_checkin', 'bol_entry', 'loading', 'completed', 'delayed')),
        workflow_step text not null default 'pending'
          check (workflow_step in ('pending', 'container_checkin', 'truck_checkin', 'bol_entry', 'loading', 'completed')),
        container_door varchar(10) null,
        dock_location varchar(20) null,
        floor_lead_id uuid null references users (id) on delete set null,
        seal_number varchar(50) null,
        temp_recorder_id varchar(50) null,
        estimated_completion timestamptz null,
        actual_completion timestamptz null,
        progress_percentage integer not null default 0
          constraint shipments_progress_percentage_check check (progress_percentage between 0 and 100),
        notes text null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint shipments_tmp_number_unique unique (tmp_number)
      );`);
    this.addSql(`create index shipments_status_created_index on shipments (status, created_at desc);`);
    this.addSql(`create index shipments_dock_created_index on shipments (dock_location, created_at desc);`);
    this.addSql(`create index shipments_created_index on shipments (created_at desc);`);
    this.addSql(`create index shipments_workflow_step_index on shipments (workflow_step);`);
    this.addSql(`create index shipments_container_door_index on shipments (container_door);`);
    this.addSql(`create index shipments_actual_completion_index on shipments (actual_completion);`);

    this.addSql(`
      create table purchase_orders (
        id uuid primary key default gen_random_uuid(),
        po_number varchar(50) not null,
        shipment_id uuid not null references shipments (id) on delete cascade deferrable initially deferred,
        pieces integer null check (pieces >= 0),
        pallets integer null check (pallets >= 0),
        net_weight numeric(10, 2) null check (net_weight > 0),
        gross_weight numeric(10, 2) null check (gross_weight > 0),
        driver_name varchar(100) null,
        driver_phone varchar(30) null,
        driver_email varchar(255) null,
        truck_color varchar(20) null,
        truck_number varchar(30) null,
        otr_door varchar(10) null,
        appointment_at timestamptz null,
        check_in_time timestamptz null,
        late_fees_owed numeric(8, 2) not null default 0 check (late_fees_owed >= 0),
        released_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint purchase_orders_po_number_unique unique (po_number),
        constraint purchase_orders_gross_above_net check (gross_weight is null or net_weight is null or gross_weight > net_weight)
      );`);
    this.addSql(`create index purchase_orders_shipment_index on purchase_orders (shipment_id);`);
    this.addSql(`create index purchase_orders_check_in_index on purchase_orders (check_in_time) where check_in_time is not null;`);
    this.addSql(`create index purchase_orders_driver_name_index on purchase_orders (lower(driver_name));`);

    this.addSql(`
      create table container_loading_records (
        id uuid primary key default gen_random_uuid(),
        shipment_id uuid not null references shipments (id) on delete cascade deferrable initially deferred,
        row_number integer not null check (row_number between 1 and 20),
        photo_urls text[] not null default '{}',
        notes text null,
        operator_id uuid null references users (id) on delete set null,
        completed_at timestamptz null,
        created_at timestamptz not null default now(),
        constraint container_loading_records_shipment_row_unique unique (shipment_id, row_number)
      );`);

    this.addSql(`
      create table otr_assignments (
        id uuid primary key default gen_random_uuid(),
        shipment_id uuid not null references shipments (id) on delete cascade deferrable initially deferred,
        otr_driver_id uuid null references users (id) on delete set null,
        forklift_operator_id uuid null references users (id) on delete set null,
        otr_door_assignment varchar(10) null,
        instructions text null,
        instructions_sent boolean not null default false,
        sent_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index otr_assignments_shipment_index on otr_assignments (shipment_id);`);

    this.addSql(`
      create table count_confirmations (
        id uuid primary key default gen_random_uuid(),
        shipment_id uuid not null references shipments (id) on delete cascade deferrable initially deferred,
        po_id uuid not null references purchase_orders (id) on delete cascade deferrable initially deferred,
        expected_quantity integer null check (expected_quantity >= 1),
        actual_quantity integer null check (actual_quantity >= 0),
        discrepancy integer null,
        discrepancy_flag boolean not null default false,
        confirmed_by uuid null references users (id) on delete set null,
        confirmed_at timestamptz null,
        notes text null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index count_confirmations_shipment_index on count_confirmations (shipment_id);`);
    this.addSql(`create index count_confirmations_po_index on count_confirmations (po_id);`);

    this.addSql(`
      create table spotter_tasks (
        id uuid primary key default gen_random_uuid(),
        shipment_id uuid null references shipments (id) on delete set null deferrable initially deferred,
        task_description text not null,
        assigned_to uuid null references users (id) on delete set null,
        priority text not null default 'normal' check (priority in ('low', 'normal', 'high')),
        status text not null default 'pending' check (status in ('pending', 'in_progress', 'completed')),
        completed_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index spotter_tasks_assigned_status_index on spotter_tasks (assigned_to, status);`);
    this.addSql(`create index spotter_tasks_status_created_index on spotter_tasks (status, created_at desc);`);

    this.addSql(`
      create table domain_events (
        id uuid primary key default gen_random_uuid(),
        sequence bigserial not null unique,
        type varchar(100) not null,
        shipment_id uuid null references shipments (id) on delete cascade deferrable initially deferred,
        -- No foreign key: the log keeps who acted even after that account is deleted.
        actor_id uuid null,
        occurred_at timestamptz not null default now(),
        payload jsonb not null default '{}'
      );`);
    this.addSql(`create index domain_events_shipment_index on domain_events (shipment_id, sequence);`);
    this.addSql(`create index domain_events_type_occurred_index on domain_events (type, occurred_at);`);
    // The log is never edited (docs/product.md §3.10): refuse updates at the database too.
    this.addSql(`
      create function domain_events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'domain_events is append-only';
      end $$;`);
    this.addSql(`create trigger domain_events_no_update before update on domain_events
      for each row execute function domain_events_append_only();`);
  }
}
