// The raw baseline of bench/api-speed.mjs: a bare node:http server and a bare `pg` Pool (same size as
// the app's, 10) issuing the same SQL as the app's handlers and answering the same JSON. No framework,
// no session, no ORM. Run as a child process: `node bench/lib/bare-server.mjs <databaseUrl>`; prints
// {"port": N} on its first line. Same SQL as the app, from the build itself where possible:
//   list: the search's PO lookup, then the page statement, WHERE and ORDER BY from backend/dist/.../list-shipments/,
//         and the count beside it, as list-shipments.handler.ts runs them
//   stats: the STATS_SQL text read out of backend/dist/.../dashboard-stats.handler.js
//   loading row: the statements of record-loading-row.handler.ts as the ORM's unit of work flushes them
import { createServer } from 'node:http';
import 'reflect-metadata'; // the contracts' DTO decorators, loaded with shipment-filter.js
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { admittedSteps, findPoSearchMatches, shipmentFilterClause } from '../../backend/dist/modules/shipments/queries/list-shipments/shipment-filter.js';
import { shipmentOrderSql } from '../../backend/dist/modules/shipments/queries/list-shipments/shipment-order.js';
import { shipmentPageSql } from '../../backend/dist/modules/shipments/queries/list-shipments/shipment-page.js';

// JIT off, as the app's connections have it (backend/src/database/orm-config.ts).
const pool = new pg.Pool({ connectionString: process.argv[2], max: 10, options: '-c jit=off' });
const TZ = process.env.SITE_TIMEZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;
const iso = (value) => (value ? new Date(value).toISOString() : null);

/** The app's SQL with its `?` placeholders numbered for pg. */
function numbered(sql) {
  let index = 1;
  return sql.replace(/\?/g, () => `$${index++}`);
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
  const poMatches = await findPoSearchMatches(filter, async (text, values) => (await pool.query(numbered(text), values)).rows);
  const { sql, params } = shipmentFilterClause(filter, new Date(), poMatches);
  const order = shipmentOrderSql(undefined, 'asc', admittedSteps(filter));
  const [rows, count] = await Promise.all([
    pool.query(numbered(shipmentPageSql(sql, order)), [...params, pageSize, (page - 1) * pageSize]),
    pool.query(numbered(`select count(*) as count from shipments as s where ${sql}`), params),
  ]);
  return { shipments: rows.rows.map((row) => shipmentView(row)), total: Number(count.rows[0].count) };
}

const handler = readFileSync(new URL('../../backend/dist/modules/boards/queries/dashboard-stats/dashboard-stats.handler.js', import.meta.url), 'utf8');
let statsParameter = 0;
const STATS_SQL = /const STATS_SQL = `([^`]*)`/.exec(handler)[1].replace(/\?/g, () => `$${++statsParameter}`);

async function stats() {
  const now = new Date();
  const { rows: [s] } = await pool.query(STATS_SQL, [now, now, TZ, TZ]);
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
    const progress = Math.min(100, Math.round(30 + rows * 3.5));
    const overdue = step !== 'completed' && shipment.estimated_completion && shipment.estimated_completion < now;
    const { rows: [row] } = await client.query(
      `insert into container_loading_records (shipment_id, row_number, photo_urls, notes, operator_id, completed_at)
       values ($1, $2, '{}', null, $3, $4) returning id, created_at`, [shipmentId, rowNumber, actorId, now]);
    await client.query(
      `update shipments set progress_percentage = $2, workflow_step = $3, status = $4, actual_completion = $5, updated_at = $6 where id = $1`,
      [shipmentId, progress, step, overdue ? 'delayed' : step, step === 'completed' ? now : shipment.actual_completion, now]);
    await client.query(`insert into domain_events (type, shipment_id, actor_id, occurred_at, payload) values ('LoadingRowRecorded', $1, $2, $3, $4)`,
      [shipmentId, actorId, now, { rowNumber, rowsRecorded: rows, progressPercentage: progress }]);
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
    else if (url.pathname === '/api/auth/user') answer = (await pool.query('select id, username, role, first_name, last_name from users where id = $1', [actor.id])).rows[0];
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
