// Bulk seed for the speed benchmarks: N shipments (default 100,000) spread over every workflow step,
// four docks and nine doors, with their purchase orders, crew assignments, loading rows, count
// confirmations, spotter tasks and the domain events that tell the same story, all by
// INSERT ... SELECT generate_series in one transaction, then VACUUM ANALYZE (what autovacuum would do). The invariants the app keeps
// hold here too: progress = loading rows x 5 once loading has started, completed = 20 rows,
// status 'delayed' exactly when the ETA has passed before completion, gross weight > net weight.
//
// As a module: `await seed(databaseUrl, { shipments })` on a database the app has migrated.
// Alone (starts the app on a fresh database so migrations run, seeds, checks, drops it):
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/seed.mjs [shipments]
import pg from 'pg';
import { fileURLToPath } from 'node:url';

const STEP_SQL = `case when bucket < 20 then 'pending' when bucket < 35 then 'container_checkin'
  when bucket < 50 then 'truck_checkin' when bucket < 58 then 'bol_entry' when bucket < 65 then 'loading' else 'completed' end`;

const DRIVERS = ['Dana Okafor', 'Luis Moreno', 'Priya Natarajan', 'Tom Becker', 'Aisha Bello', 'Kenji Watanabe', 'Marta Kowalski',
  'Samuel Reyes', 'Olga Petrova', 'Jamal Carter', 'Chen Wei', 'Fatima Zahra', 'Noah Fischer', 'Grace Mensah', 'Ivan Horvat', 'Lucia Rossi'];

function statements(n) {
  const driverArray = `(array[${DRIVERS.map((name) => `'${name}'`).join(',')}])`;
  return [
    `insert into users (username, password_hash, first_name, last_name, role, crew_functions) values
       ('seed.lead', '!', 'Lena', 'Lead', 'operator', '{floor_lead}'),
       ('seed.driver', '!', 'Otto', 'Road', 'operator', '{otr_driver}'),
       ('seed.forklift', '!', 'Fran', 'Lift', 'operator', '{forklift_operator}'),
       ('seed.spotter', '!', 'Sami', 'Spot', 'operator', '{spotter}')`,
    // One row per shipment with everything derived from i: the step by a hash bucket (so every page of
    // the newest-first list mixes steps), created every 150 s back from 12 hours ago.
    `create temp table seed_s on commit drop as
     select i, id, tmp_number, step, created_at, rows_loaded,
            case when step = 'completed' then created_at + interval '6 hours'
                 when i % 10 = 0 then now() - ((i % 48) + 1) * interval '1 hour'
                 else now() + ((i % 72) + 2) * interval '1 hour' end as eta,
            case when step = 'completed' then created_at + interval '60 minutes' + 20 * row_minutes * interval '1 minute' end as actual,
            row_minutes
     from (select i, gen_random_uuid() as id, 'TMP-' || lpad(i::text, 6, '0') as tmp_number,
                  ${STEP_SQL} as step,
                  now() - interval '12 hours' - (${n} - i) * interval '150 seconds' as created_at,
                  case when ${STEP_SQL} = 'completed' then 20 when ${STEP_SQL} = 'loading' then 1 + i % 19 else 0 end as rows_loaded,
                  3 + (i * 37) % 22 as row_minutes
           from (select i, (i * 7919) % 100 as bucket from generate_series(1, ${n}) i) b) s`,
    `insert into shipments (id, tmp_number, status, workflow_step, container_door, dock_location, floor_lead_id, seal_number,
                            temp_recorder_id, estimated_completion, actual_completion, progress_percentage, notes, created_at, updated_at)
     select id, tmp_number,
            case when step <> 'completed' and eta < now() then 'delayed' else step end, step,
            (array['1A','2A','3A','1B','2B','3B','1C','2C','3C'])[1 + (i * 13) % 9],
            (array['Dock A','Dock B','Dock C','Dock D','Dock A','Dock B','Dock C'])[1 + (i * 31) % 7],
            case when step <> 'pending' then (select id from users where username = 'seed.lead') end,
            case when step <> 'pending' then 'SEAL-' || i end, null, eta, actual,
            case step when 'pending' then 0 when 'container_checkin' then 10 when 'truck_checkin' then 20 when 'bol_entry' then 30
                      else rows_loaded * 5 end,
            case when i % 17 = 0 then 'Fragile: handle with care' end,
            created_at, least(now(), coalesce(actual, created_at + interval '60 minutes' + rows_loaded * 5 * interval '1 minute'))
     from seed_s order by i`,
    // A PO per shipment, a second on every fifth; checked in from truck check-in on, weighed from BOL entry on,
    // released 15 minutes after completion except for the newest ~50 completed shipments (waiting to be released).
    `create temp table seed_po on commit drop as
     select gen_random_uuid() as po_id, s.i, s.id as shipment_id, s.created_at, s.actual, p.suffix,
            'PO-' || lpad(s.i::text, 6, '0') || p.suffix as po_number,
            s.step in ('truck_checkin', 'bol_entry', 'loading', 'completed') as checked_in,
            s.step in ('bol_entry', 'loading', 'completed') as weighed,
            s.step = 'completed' and s.i <= (select max(i) from seed_s where step = 'completed') - 150 as released
     from seed_s s cross join lateral (select '' as suffix union all select '-B' where s.i % 5 = 0) p`,
    `insert into purchase_orders (id, po_number, shipment_id, pieces, pallets, net_weight, gross_weight, driver_name, driver_phone,
                                  driver_email, truck_color, truck_number, otr_door, appointment_at, check_in_time, late_fees_owed,
                                  released_at, created_at, updated_at)
     select po_id, po_number, shipment_id, pieces, pallets, net, case when weighed then net + 150 + (i % 300) end,
            driver, phone, email, color, truck, otr, created_at - interval '1 hour', check_in, fee, released_at, created_at,
            coalesce(released_at, check_in, created_at)
     from (select p.*,
                  case when weighed then 20 + i % 200 end as pieces, case when weighed then 1 + i % 20 end as pallets,
                  case when weighed then (800 + i % 4000)::numeric(10,2) + 0.25 end as net,
                  case when checked_in then ${driverArray}[1 + (i * 7 + length(suffix)) % ${DRIVERS.length}] end as driver,
                  case when checked_in then '555-' || lpad((i % 10000)::text, 4, '0') end as phone,
                  case when checked_in and i % 3 = 0 then 'driver' || i || '@trucks.test' end as email,
                  case when checked_in then (array['White','Black','Blue','Red','Green','Yellow','Silver','Gray'])[1 + i % 8] end as color,
                  case when checked_in then 'TRK-' || (i % 900 + 100) end as truck,
                  case when checked_in then 'OTR-' || (1 + i % 6) end as otr,
                  case when checked_in then created_at + interval '20 minutes' end as check_in,
                  case when checked_in then 50 * (1 + i % 3) else 0 end as fee,
                  case when released then actual + interval '15 minutes' end as released_at
           from seed_po p) x
     order by i, suffix`,
    `insert into otr_assignments (shipment_id, otr_driver_id, forklift_operator_id, otr_door_assignment, instructions, instructions_sent, sent_at, created_at)
     select id, (select id from users where username = 'seed.driver'), (select id from users where username = 'seed.forklift'),
            'OTR-' || (1 + i % 6), 'Load heavy pallets first', true, created_at + interval '55 minutes', created_at + interval '50 minutes'
     from seed_s where step in ('loading', 'completed') order by i`,
    `insert into container_loading_records (shipment_id, row_number, notes, operator_id, completed_at, created_at)
     select s.id, r, case when r = 20 then 'Last row' end, (select id from users where username = 'seed.forklift'),
            s.created_at + interval '60 minutes' + r * (case when step = 'completed' then row_minutes else 5 end) * interval '1 minute',
            s.created_at + interval '60 minutes' + r * (case when step = 'completed' then row_minutes else 5 end) * interval '1 minute'
     from seed_s s cross join generate_series(1, s.rows_loaded) r order by s.i, r`,
    `insert into count_confirmations (shipment_id, po_id, expected_quantity, actual_quantity, discrepancy, discrepancy_flag, confirmed_by, confirmed_at, created_at)
     select po.shipment_id, po.id, po.pieces, po.pieces - (s.i % 13 = 0)::int, -(s.i % 13 = 0)::int, s.i % 13 = 0,
            (select id from users where username = 'seed.lead'), po.released_at - interval '10 minutes', po.released_at - interval '10 minutes'
     from purchase_orders po join seed_s s on s.id = po.shipment_id
     where step = 'completed' and po.released_at is not null and po.po_number not like '%-B'`,
    `insert into spotter_tasks (shipment_id, task_description, assigned_to, priority, status, completed_at, created_at)
     select s.id, 'Move container ' || s.tmp_number || ' to door ' || (1 + g % 3) || chr(65 + g % 3),
            (select id from users where username = 'seed.spotter'), (array['low','normal','high'])[1 + g % 3],
            case when g % 4 = 0 then 'in_progress' when g % 4 = 1 then 'pending' else 'completed' end,
            case when g % 4 >= 2 then now() - (g % 72) * interval '1 hour' end, now() - (g % 72) * interval '1 hour' - interval '30 minutes'
     from generate_series(1, least(5000, ${n})) g join seed_s s on s.i = ${n} - g + 1`,
    // The event log: what happened to each shipment, in time order (sequence follows occurred_at).
    `insert into domain_events (type, shipment_id, actor_id, occurred_at, payload)
     select type, shipment_id, (select id from users where username = 'seed.lead'), occurred_at, payload from (
       select 'ShipmentScheduled' as type, id as shipment_id, created_at as occurred_at,
              jsonb_build_object('tmpNumber', tmp_number, 'created', true, 'poNumbers', '[]'::jsonb) as payload
       from seed_s where step = 'pending'
       union all
       select 'ContainerCheckedIn', id, created_at, jsonb_build_object('tmpNumber', tmp_number, 'poNumbers', '[]'::jsonb)
       from seed_s where step <> 'pending'
       union all
       select 'TruckCheckedIn', shipment_id, check_in_time, jsonb_build_object('purchaseOrderId', id, 'poNumber', po_number, 'driverName', driver_name)
       from purchase_orders where check_in_time is not null
       union all
       select 'BillOfLadingRecorded', shipment_id, check_in_time + interval '20 minutes',
              jsonb_build_object('purchaseOrderId', id, 'poNumber', po_number, 'pieces', pieces, 'pallets', pallets)
       from purchase_orders where pieces is not null
       union all
       select 'CrewAssigned', shipment_id, created_at, jsonb_build_object('assignmentId', id, 'otrDoorAssignment', otr_door_assignment)
       from otr_assignments
       union all
       select 'LoadingRowRecorded', shipment_id, completed_at,
              jsonb_build_object('rowNumber', row_number, 'rowsRecorded', row_number, 'progressPercentage', row_number * 5)
       from container_loading_records
       union all
       select 'CountConfirmed', shipment_id, confirmed_at, jsonb_build_object('purchaseOrderId', po_id, 'discrepancy', discrepancy)
       from count_confirmations
       union all
       select 'DriverReleased', shipment_id, released_at, jsonb_build_object('purchaseOrderId', id, 'poNumber', po_number)
       from purchase_orders where released_at is not null
       union all
       select 'ShipmentDelayed', id, eta, jsonb_build_object('workflowStep', step) from seed_s where step <> 'completed' and eta < now()
     ) e order by occurred_at`,
  ];
}

/** Checks the seeded rows keep the app's invariants; throws on the first that does not hold. */
async function check(client) {
  const problems = {
    'progress <> rows x 5': `select count(*) from shipments s where workflow_step in ('loading','completed')
       and progress_percentage <> 5 * (select count(*) from container_loading_records r where r.shipment_id = s.id)`,
    'completed without 20 rows': `select count(*) from shipments s where workflow_step = 'completed'
       and (select count(*) from container_loading_records r where r.shipment_id = s.id) <> 20`,
    'delayed status wrong': `select count(*) from shipments where (status = 'delayed') <>
       (workflow_step <> 'completed' and estimated_completion < now())`,
    'status <> step': `select count(*) from shipments where status <> 'delayed' and status <> workflow_step`,
  };
  for (const [name, sql] of Object.entries(problems)) {
    const { rows } = await client.query(sql);
    if (Number(rows[0].count) !== 0) throw new Error(`seed check failed: ${name} (${rows[0].count} rows)`);
  }
}

/** Seeds a migrated, empty app database; returns the row counts and the seconds it took. */
export async function seed(databaseUrl, { shipments = 100_000 } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('begin');
    // The dashboard counters' triggers (Migration20261121120000) are paused for the bulk load and the
    // counters rebuilt from the tables at the end, in the same transaction.
    const { rows: [{ counters }] } = await client.query(`select to_regproc('dashboard_counts_rebuild') is not null as counters`);
    const counterTriggers = await client.query(`select tgrelid::regclass::text as "table", tgname as "trigger" from pg_trigger where not tgisinternal and tgname like '%dashboard_counts%'`);
    const triggers = counterTriggers.rows.map(({ table, trigger }) => [table, trigger]);
    for (const [table, trigger] of triggers) await client.query(`alter table ${table} disable trigger ${trigger}`);
    for (const sql of statements(shipments)) await client.query(sql);
    await client.query('set constraints all immediate'); // the deferred foreign keys are checked here
    for (const [table, trigger] of triggers) await client.query(`alter table ${table} enable trigger ${trigger}`);
    if (counters) await client.query('select dashboard_counts_rebuild()');
    await client.query('commit');
    await client.query('vacuum analyze');
    // The seed's pages written out now, not by the checkpointer while the benchmark that follows is timed.
    await client.query('checkpoint');
    await check(client);
    const { rows } = await client.query(`select
      (select count(*) from shipments)::int as shipments, (select count(*) from purchase_orders)::int as purchase_orders,
      (select count(*) from container_loading_records)::int as loading_rows, (select count(*) from otr_assignments)::int as otr_assignments,
      (select count(*) from count_confirmations)::int as count_confirmations, (select count(*) from spotter_tasks)::int as spotter_tasks,
      (select count(*) from domain_events)::int as domain_events`);
    return { counts: rows[0], seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startApp } = await import('../e2e/support.mjs');
  const app = await startApp();
  try {
    const { counts, seconds } = await seed(app.databaseUrl, { shipments: Number(process.argv[2] ?? 100_000) });
    console.log(`seeded in ${seconds.toFixed(1)} s (checked and analyzed):`);
    console.table(counts);
  } finally {
    await app.stop();
  }
}
