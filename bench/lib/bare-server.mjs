// The raw baseline of bench/api-speed.mjs: a bare node:http server and a bare `pg` Pool (same size as
// the app's, 10) issuing the same SQL as the app's handlers and answering the same JSON. No framework,
// no session, no ORM. Run as a child process: `node bench/lib/bare-server.mjs <databaseUrl>`; prints
// {"port": N} on its first line. Keep the SQL in step with:
//   backend/src/modules/shipments/queries/list-shipments/* (list; MikroORM's getResultAndCount = page + count)
//   backend/src/modules/boards/queries/dashboard-stats/dashboard-stats.handler.ts (stats)
//   backend/src/modules/shipments/commands/record-loading-row/* (loading row, as the ORM's unit of work flushes it)
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.argv[2], max: 10 });
const TZ = process.env.SITE_TIMEZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;
const IN_PROGRESS = ['container_checkin', 'truck_checkin', 'bol_entry'];
const iso = (value) => (value ? new Date(value).toISOString() : null);

function filterClause({ status, dock, search }, params) {
  const conditions = [];
  const add = (value) => `$${params.push(value)}`;
  if (status === 'in_progress') conditions.push(`s.status in (${IN_PROGRESS.map(add).join(', ')})`);
  else if (status) conditions.push(`s.status = ${add(status)}`);
  if (dock) conditions.push(`s.dock_location = ${add(dock)}`);
  if (search?.trim()) {
    const pattern = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(`(s.tmp_number ilike ${add(pattern)} or exists (select 1 from purchase_orders po where po.shipment_id = s.id and (po.po_number ilike ${add(pattern)} or po.driver_name ilike ${add(pattern)})))`);
  }
  return conditions.length ? conditions.join(' and ') : 'true';
}

function shipmentView(row, now = Date.now()) {
  const overdue = row.workflow_step !== 'completed' && row.estimated_completion && row.estimated_completion.getTime() < now;
  return {
    id: row.id, tmpNumber: row.tmp_number, status: overdue ? 'delayed' : row.workflow_step, workflowStep: row.workflow_step,
    containerDoor: row.container_door, dockLocation: row.dock_location, floorLeadId: row.floor_lead_id, sealNumber: row.seal_number,
    tempRecorderId: row.temp_recorder_id, estimatedCompletion: iso(row.estimated_completion), actualCompletion: iso(row.actual_completion),
    progressPercentage: row.progress_percentage, notes: row.notes, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at),
  };
}

async function list(query) {
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 25);
  const filter = { status: query.get('status') ?? undefined, dock: query.get('dock') ?? undefined, search: query.get('search') ?? undefined };
  const pageParams = [];
  const pageWhere = filterClause(filter, pageParams);
  const countParams = [];
  const countWhere = filterClause(filter, countParams);
  const [rows, count] = await Promise.all([
    pool.query(`select s.* from shipments as s where ${pageWhere} order by s.created_at desc, s.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`, pageParams),
    pool.query(`select count(*) as count from shipments as s where ${countWhere}`, countParams),
  ]);
  return { shipments: rows.rows.map((row) => shipmentView(row)), total: Number(count.rows[0].count) };
}

export const STATS_SQL = `
  with bounds as (select (date_trunc('day', now() at time zone $1) at time zone $1) as today_start)
  select
    (select count(*) from shipments where workflow_step not in ('pending', 'completed'))::int as active,
    (select count(*) from shipments s
      where s.workflow_step <> 'pending'
        and (s.actual_completion is null or s.actual_completion > now() - interval '1 day')
        and exists (select 1 from domain_events e where e.shipment_id = s.id and e.type = 'ContainerCheckedIn'
                    and e.occurred_at <= now() - interval '1 day'))::int as active_yesterday,
    (select count(*) from purchase_orders where check_in_time is not null and released_at is null)::int as trucks_in_queue,
    (select count(*) from shipments where workflow_step = 'loading')::int as loading,
    (select count(*) from shipments, bounds where actual_completion >= bounds.today_start)::int as completed_today,
    (select round(avg(extract(epoch from released_at - check_in_time) / 60))::int from purchase_orders, bounds
      where released_at >= bounds.today_start and check_in_time is not null) as average_wait_minutes,
    (select round(avg(progress_percentage))::int from shipments where workflow_step = 'loading') as average_loading_progress,
    (select round(100.0 * count(*) filter (where actual_completion <= estimated_completion) / nullif(count(*), 0))::int
      from shipments where actual_completion >= now() - interval '7 days' and estimated_completion is not null) as on_time_rate
`;

async function stats() {
  const { rows: [s] } = await pool.query(STATS_SQL, [TZ]);
  return {
    activeShipments: s.active, trucksInQueue: s.trucks_in_queue, containersLoading: s.loading, completedToday: s.completed_today,
    captions: { activeChangeSinceYesterday: s.active - s.active_yesterday, averageWaitMinutes: s.average_wait_minutes,
      averageLoadingProgress: s.average_loading_progress, onTimeRate: s.on_time_rate },
    generatedAt: new Date().toISOString(),
  };
}

/** Lock the shipment, check and count its rows, insert the row, update progress/step, append the event: one transaction. */
async function recordRow({ shipmentId, rowNumber }, actorId) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: [shipment] } = await client.query('select s.* from shipments as s where s.id = $1 limit 1 for update', [shipmentId]);
    if (!shipment) throw Object.assign(new Error('Shipment not found.'), { status: 404 });
    if (shipment.workflow_step !== 'loading') throw Object.assign(new Error('not loading'), { status: 409 });
    const taken = await client.query('select count(*) as count from container_loading_records as c where c.shipment_id = $1 and c.row_number = $2', [shipmentId, rowNumber]);
    if (Number(taken.rows[0].count)) throw Object.assign(new Error('row already recorded'), { status: 409 });
    const before = await client.query('select count(*) as count from container_loading_records as c where c.shipment_id = $1', [shipmentId]);
    const rows = Number(before.rows[0].count) + 1;
    const now = new Date();
    const step = rows >= 20 ? 'completed' : 'loading';
    const overdue = step !== 'completed' && shipment.estimated_completion && shipment.estimated_completion < now;
    const { rows: [row] } = await client.query(
      `insert into container_loading_records (shipment_id, row_number, photo_urls, notes, operator_id, completed_at)
       values ($1, $2, '{}', null, $3, $4) returning id, created_at`, [shipmentId, rowNumber, actorId, now]);
    await client.query(
      `update shipments set progress_percentage = $2, workflow_step = $3, status = $4, actual_completion = $5, updated_at = $6 where id = $1`,
      [shipmentId, Math.min(100, rows * 5), step, overdue ? 'delayed' : step, step === 'completed' ? now : shipment.actual_completion, now]);
    await client.query(`insert into domain_events (type, shipment_id, actor_id, occurred_at, payload) values ('LoadingRowRecorded', $1, $2, $3, $4)`,
      [shipmentId, actorId, now, { rowNumber, rowsRecorded: rows, progressPercentage: Math.min(100, rows * 5) }]);
    await client.query('commit');
    return { id: row.id, shipmentId, rowNumber, notes: null, operatorId: actorId, completedAt: now.toISOString(), createdAt: iso(row.created_at) };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const { rows: [actor] } = await pool.query(`select id from users order by created_at limit 1`);
const server = createServer(async (request, response) => {
  const url = new URL(request.url, 'http://bare');
  try {
    let answer;
    if (url.pathname === '/api/shipments' && request.method === 'GET') answer = await list(url.searchParams);
    else if (url.pathname === '/api/dashboard/stats') answer = await stats();
    else if (url.pathname === '/api/container-loading' && request.method === 'POST') {
      const chunks = [];
      for await (const chunk of request) chunks.push(chunk);
      answer = await recordRow(JSON.parse(Buffer.concat(chunks).toString()), actor.id);
      response.statusCode = 201;
    } else {
      response.statusCode = 404;
      answer = { message: 'not found' };
    }
    const body = JSON.stringify(answer);
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(body);
  } catch (error) {
    response.statusCode = error.status ?? 500;
    response.end(JSON.stringify({ message: error.message }));
  }
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
