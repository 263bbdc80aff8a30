// Load and fault support, shared by bench/load.mjs, bench/faults.mjs and e2e/faults-*.test.mjs:
// accounts, Socket.IO clients that move to another instance when theirs goes away, HTTP workers
// that drive shipments through the whole workflow (numbering every command), and the SQL checks.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io } from 'socket.io-client';
import { utils, write } from 'xlsx';
import { loadingProgress, startApp, startDatabase } from './support.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two app instances on one fresh database with the same `env` (REDIS_URL and key prefix: one site).
 * `stop()` stops whatever was started, also after a failed start or a SIGKILL.
 */
export async function startTwoInstances(env) {
  const started = { database: undefined, a: undefined, b: undefined };
  const stop = async () => {
    await started.b?.stop();
    await started.a?.stop();
    await started.database?.stop();
  };
  try {
    started.database = await startDatabase();
    started.a = await startApp({ ...env, DATABASE_URL: started.database.url });
    started.b = await startApp({ ...env, DATABASE_URL: started.database.url });
  } catch (error) {
    await stop();
    throw error;
  }
  return { database: started.database, a: started.a, b: started.b, stop };
}

/** Status class of an answer; 0 (no answer: refused, reset, timed out) is "network". */
export const statusClass = (status) => (status === 0 ? 'network' : `${Math.floor(status / 100)}xx`);

/**
 * One HTTP call with the session cookie, the instance's own Origin and any other `headers`; never
 * throws. `replayed`: the answer is a replay of an earlier attempt with the same Idempotency-Key.
 */
export async function call(url, method, path, cookie, body, timeoutMs = 30_000, headers = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { cookie, origin: url, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { raw: text.slice(0, 200) };
    }
    return { status: response.status, body: json, replayed: response.headers.get('idempotent-replayed') === 'true', ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: { message: error.cause?.code ?? error.message }, replayed: false, ms: performance.now() - started };
  }
}

/** The first account (the admin), plus an OTR driver and a forklift operator for crew assignment. */
export async function setupAccounts(url, name = 'load') {
  const register = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: `${name}-admin`, password: 'secret-pass' }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}`);
  const cookie = register.headers.get('set-cookie').split(';')[0];
  const user = async (username, role, crewFunctions) => {
    const created = await call(url, 'POST', '/api/users', cookie, { username, password: 'secret-pass', role, crewFunctions });
    if (created.status !== 201) throw new Error(`creating ${username} answered ${created.status}`);
    return created.body.id;
  };
  const crew = { driverId: await user(`${name}-driver`, 'viewer', ['otr_driver']), forkliftId: await user(`${name}-forklift`, 'operator', ['forklift_operator']) };
  return { cookie, crew };
}

/** The key a push is known by: TMP number, event type, and for loading rows the progress. */
export const pushKey = (tmpNumber, eventType, progress) => (eventType === 'LoadingRowRecorded' ? `${tmpNumber}|${eventType}|${progress}` : `${tmpNumber}|${eventType}`);

/**
 * `count` Socket.IO clients signed in with `cookie`, spread over `urls`. When its instance goes away a
 * client moves on to the next URL, then refetches the shipment list (what a screen does). Every
 * `shipment.changed` is recorded per client: `receipts` maps a push key to one flag per client.
 */
export async function connectClients(urls, count, cookie) {
  const receipts = new Map();
  let closing = false;
  const clients = Array.from({ length: count }, (_, index) => ({ index, urlIndex: index % urls.length, socket: null, moves: 0, refetched: 0, movedAt: null, duplicates: 0 }));

  const open = (client) =>
    new Promise((resolve, reject) => {
      const url = urls[client.urlIndex];
      const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 5_000, extraHeaders: { cookie, origin: url } });
      client.socket = socket;
      socket.on('shipment.changed', ({ eventType, shipment }) => {
        const key = pushKey(shipment.tmpNumber, eventType, shipment.progressPercentage);
        if (!receipts.has(key)) receipts.set(key, new Uint8Array(count));
        const flags = receipts.get(key);
        if (flags[client.index]) client.duplicates++;
        flags[client.index] = 1;
      });
      socket.once('connect', () => {
        socket.on('disconnect', (reason) => {
          if (!closing && reason !== 'io client disconnect') void move(client);
        });
        resolve();
      });
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });

  const move = async (client) => {
    for (let attempt = 0; !closing; attempt++) {
      client.urlIndex = (client.urlIndex + 1) % urls.length;
      try {
        await open(client);
        client.moves++;
        client.movedAt = Date.now();
        const list = await call(urls[client.urlIndex], 'GET', '/api/shipments', cookie);
        if (list.status === 200) client.refetched++;
        return;
      } catch {
        await sleep(Math.min(1_000, 100 * (attempt + 1)));
      }
    }
  };

  // In batches, so 200 handshakes (each a session lookup) do not arrive at once.
  for (let start = 0; start < count; start += 20) await Promise.all(clients.slice(start, start + 20).map(open));

  return {
    clients,
    receipts,
    /** (push, client) pairs not received, over the given push keys. */
    missing(keys) {
      let missing = 0;
      for (const key of keys) {
        const flags = receipts.get(key);
        missing += flags ? flags.reduce((sum, flag) => sum + (1 - flag), 0) : count;
      }
      return missing;
    },
    /** Waits until every client has every push in `keys` (or the timeout); returns the pairs still missing. */
    async waitFor(keys, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      let missing = this.missing(keys);
      while (missing > 0 && Date.now() < deadline) {
        await sleep(200);
        missing = this.missing(keys);
      }
      return missing;
    },
    connected: () => clients.filter((client) => client.socket?.connected).length,
    close() {
      closing = true;
      for (const client of clients) client.socket?.close();
    },
  };
}

const READS = ['/api/shipments', '/api/dashboard/stats', '/api/trucker-board', '/api/completed-loads', '/api/shipments?status=loading'];
const TRUCK = { driverName: 'Dana Driver', driverPhone: '555-0100', driverEmail: 'dana@trucks.test', truckColor: 'Blue', truckNumber: 'TRK-77', otrDoor: 'OTR-2' };
const BOL = { pieces: 120, pallets: 10, netWeight: '1500.50', grossWeight: '1720.25' };

/** The nine container doors; a door holds one active container (docs/product.md §3.11), so each worker keeps to its own. */
const CONTAINER_DOORS = ['1A', '2A', '3A', '1B', '2B', '3B', '1C', '2C', '3C'];

/** The 26 commands of one shipment, from container check-in at `door` to driver release, as [method, path, body, event]. */
function* workflow(tmpNumber, crew, ids, door) {
  const poNumber = `PO-${tmpNumber}`;
  yield ['POST', '/api/shipments', () => ({ tmpNumber, containerDoor: door, dockLocation: 'Dock A', poNumbers: [poNumber] }), 'ContainerCheckedIn'];
  yield ['PUT', () => `/api/purchase-orders/${ids.poId}`, () => TRUCK, 'TruckCheckedIn'];
  yield ['PUT', () => `/api/purchase-orders/${ids.poId}`, () => BOL, 'BillOfLadingRecorded'];
  const assignment = { otrDriverId: crew.driverId, forkliftOperatorId: crew.forkliftId, otrDoorAssignment: 'OTR-3', instructions: 'Heavy pallets first' };
  yield ['POST', '/api/otr-assignments', () => ({ shipmentId: ids.shipmentId, ...assignment }), 'CrewAssigned'];
  for (let row = 1; row <= 20; row++) yield ['POST', '/api/container-loading', () => ({ shipmentId: ids.shipmentId, rowNumber: row }), 'LoadingRowRecorded', loadingProgress(row)];
  yield ['POST', '/api/count-confirmations', () => ({ shipmentId: ids.shipmentId, poId: ids.poId, actualQuantity: 120 }), 'CountConfirmed'];
  yield ['PUT', () => `/api/purchase-orders/${ids.poId}`, () => ({ releasedAt: new Date().toISOString() }), 'DriverReleased'];
}

/**
 * `workers` HTTP workers, each driving one shipment at a time through the whole workflow, its
 * requests alternating between the instances, with `readsPerCommand` reads after each command.
 * Every command attempt gets a sequence number. A command with no answer (instance gone) or a 503
 * is retried on the next instance for up to `retryForMs`, every attempt with the command's one
 * Idempotency-Key: an attempt that applied but whose answer was lost is answered by replay (counted
 * in `replayed`) instead of applied again (docs/decisions.md, "Idempotency keys").
 * `onAnswer(answer, method, path)` sees every answer. Runs until `stop()` or `durationMs`; `done`
 * resolves with what was sent and accepted.
 */
export function startLoad({ urls, cookie, crew, prefix, workers = 4, durationMs = 60_000, readsPerCommand = 1, thinkMs = 0, retryForMs = 30_000, onAnswer = () => undefined }) {
  const statuses = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, network: 0 };
  const accepted = new Map(); // push key -> { sequence, at, url (the instance that answered), replayed, ms }
  const failures = []; // unexpected answers, first few
  const commandMs = [];
  const readMs = [];
  const down = new Map(); // url -> until when it is skipped
  let sequence = 0;
  let replayed = 0;
  let stopped = false;
  let shipments = 0;
  let completed = 0;
  const deadline = Date.now() + durationMs;
  const active = () => !stopped && Date.now() < deadline;

  const count = (answer, method, path) => {
    statuses[statusClass(answer.status)]++;
    onAnswer(answer, method, path);
  };
  let turn = 0;
  const pick = () => {
    for (let tries = 0; tries < urls.length; tries++) {
      const url = urls[turn++ % urls.length];
      if ((down.get(url) ?? 0) < Date.now()) return url;
    }
    return urls[turn++ % urls.length];
  };
  const fail = (what, answer) => {
    if (failures.length < 10) failures.push(`${what} -> ${answer.status} ${answer.body?.message ?? ''}`);
  };

  /** Sends until answered other than "no answer" or 503, for up to `retryForMs`, every attempt with the same `headers`. */
  async function send(method, path, body, headers) {
    const giveUp = Date.now() + retryForMs;
    for (;;) {
      const url = pick();
      const number = ++sequence;
      const answer = await call(url, method, path, cookie, body, undefined, headers);
      count(answer, method, path);
      if ((answer.status !== 0 && answer.status !== 503) || Date.now() > giveUp) return { ...answer, number, url };
      if (answer.status === 0) down.set(url, Date.now() + 2_000);
      await sleep(250);
    }
  }

  async function command(method, path, body, key) {
    const answer = await send(method, path, body, { 'idempotency-key': randomUUID() });
    if (answer.status >= 200 && answer.status < 300) {
      commandMs.push(answer.ms);
      accepted.set(key, { sequence: answer.number, at: Date.now(), url: answer.url, replayed: answer.replayed, ms: answer.ms });
      if (answer.replayed) replayed++;
      return answer.body;
    }
    fail(`${method} ${path}`, answer);
    throw new Error(`${method} ${path} answered ${answer.status}`);
  }

  async function read(path) {
    const answer = await call(pick(), 'GET', path, cookie);
    count(answer, 'GET', path);
    if (answer.status === 200) readMs.push(answer.ms);
    else if (answer.status !== 0 && answer.status !== 503) fail(`GET ${path}`, answer);
  }

  if (workers > CONTAINER_DOORS.length) throw new Error(`At most ${CONTAINER_DOORS.length} workers: each keeps its own container door`);

  async function worker(index) {
    let readTurn = index;
    for (let n = 0; active(); n++) {
      const tmpNumber = `${prefix}-${index}-${n}`;
      const ids = {};
      shipments++;
      try {
        for (const [method, path, body, type, progress] of workflow(tmpNumber, crew, ids, CONTAINER_DOORS[index])) {
          if (!active()) return;
          await command(method, typeof path === 'function' ? path() : path, body(), pushKey(tmpNumber, type, progress));
          if (type === 'ContainerCheckedIn') {
            const po = await send('GET', `/api/purchase-orders/PO-${tmpNumber}`);
            if (po.status !== 200) throw new Error(`PO lookup answered ${po.status}`);
            Object.assign(ids, { poId: po.body.id, shipmentId: po.body.shipmentId });
          }
          for (let r = 0; r < readsPerCommand; r++) await read(READS[readTurn++ % READS.length]);
          if (thinkMs) await sleep(thinkMs);
        }
        completed++;
      } catch {
        // Recorded in `failures`; this shipment is left where it is and the worker starts the next.
      }
    }
  }

  const started = Date.now();
  const running = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return {
    statuses,
    accepted,
    get sequence() {
      return sequence;
    },
    stop() {
      stopped = true;
      return this.done;
    },
    done: running.then(() => ({ statuses, accepted, replayed, failures, commandMs, readMs, commands: sequence, shipments, completed, seconds: (Date.now() - started) / 1000 })),
  };
}

export const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * The database after the load, by SQL: progress equals 30 + rows x 3.5 wherever rows were recorded
 * (docs/product.md §3.4), a shipment is completed exactly when it has 20 rows, no loading row twice, and
 * every accepted command (by its push key) has exactly one domain_events row.
 */
export async function checkDatabase(databaseUrl, prefix, acceptedKeys) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const like = `${prefix}-%`;
    const one = async (sql) => Number((await client.query(sql, [like])).rows[0].n);
    const shipments = await one(`select count(*) n from shipments where tmp_number like $1`);
    const rows = await one(`select count(*) n from container_loading_records r join shipments s on s.id = r.shipment_id where s.tmp_number like $1`);
    const progressMismatches = await one(`
      select count(*) n from shipments s join (select shipment_id, count(*) rows from container_loading_records group by shipment_id) r on r.shipment_id = s.id
      where s.tmp_number like $1 and s.progress_percentage <> least(100, round(30 + r.rows * 3.5))`);
    const completionMismatches = await one(`
      select count(*) n from shipments s left join (select shipment_id, count(*) rows from container_loading_records group by shipment_id) r on r.shipment_id = s.id
      where s.tmp_number like $1 and (coalesce(r.rows, 0) = 20) <> (s.workflow_step = 'completed')`);
    const duplicateRows = await one(`
      select count(*) n from (select 1 from container_loading_records r join shipments s on s.id = r.shipment_id
      where s.tmp_number like $1 group by r.shipment_id, r.row_number having count(*) > 1) d`);
    const events = await client.query(
      `select s.tmp_number, e.type, e.payload->>'progressPercentage' as progress, count(*)::int as n
       from domain_events e join shipments s on s.id = e.shipment_id where s.tmp_number like $1 group by 1, 2, 3`,
      [like],
    );
    const logged = new Map(events.rows.map((row) => [pushKey(row.tmp_number, row.type, row.progress), row.n]));
    let missingEvents = 0;
    let duplicateEvents = 0;
    for (const key of acceptedKeys) {
      const n = logged.get(key) ?? 0;
      if (n === 0) missingEvents++;
      if (n > 1) duplicateEvents++;
    }
    const eventRows = events.rows.reduce((sum, row) => sum + row.n, 0);
    return { shipments, rows, eventRows, progressMismatches, completionMismatches, duplicateRows, missingEvents, duplicateEvents };
  } finally {
    await client.end();
  }
}

/** Prints `[label, value]` pairs as a two-column table. */
export function printTable(title, entries) {
  const width = Math.max(...entries.map(([label]) => label.length));
  console.log(`\n${title}`);
  for (const [label, value] of entries) console.log(`  ${label.padEnd(width)}  ${String(value).padStart(10)}`);
}

/** A dock schedule .xlsx of `count` new shipments `${prefix}-1`..., one PO each (columns A-E). */
export function scheduleWorkbook(prefix, count) {
  const rows = Array.from({ length: count }, (_, index) => [`${prefix}-${index + 1}`, '1A', 'Dock A', null, `PO-${prefix}-${index + 1}`]);
  const sheet = utils.aoa_to_sheet([['TMP Number', 'Container Door', 'Dock Location', 'Estimated Completion', 'PO Numbers'], ...rows]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Schedule');
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
}

/** POST /api/dock-schedule/import with the file; resolves with { status, body, ms } (status 0: no answer). */
export async function uploadSchedule(url, cookie, content, timeoutMs = 180_000) {
  const form = new FormData();
  form.append('file', new Blob([content]), 'schedule.xlsx');
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/dock-schedule/import`, { method: 'POST', headers: { cookie, origin: url }, body: form, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.json(), ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: { message: error.cause?.code ?? error.message }, ms: performance.now() - started };
  }
}

/**
 * The import job BullMQ is running now under `keyPrefix`, once there is one: its id, the worker
 * (instance `host:pid`) that took it, and the attempts started so far.
 */
export async function activeImportJob(redisUrl, keyPrefix, timeoutMs = 20_000) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const queue = `${keyPrefix}bull:dock-schedule-import`;
  try {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50)) {
      const [id] = await redis.lrange(`${queue}:active`, 0, 0);
      if (!id) continue;
      const [processedBy, attempts] = await redis.hmget(`${queue}:${id}`, 'pb', 'ats');
      if (processedBy) return { id, processedBy, attemptsStarted: Number(attempts ?? 0) };
    }
    throw new Error(`no import job became active within ${timeoutMs} ms`);
  } finally {
    redis.disconnect();
  }
}

/** The stored state of import job `id`: its attempts started, whether it completed, and by which worker. */
export async function importJob(redisUrl, keyPrefix, id) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const [processedBy, attempts, finishedOn, failedReason] = await redis.hmget(`${keyPrefix}bull:dock-schedule-import:${id}`, 'pb', 'ats', 'finishedOn', 'failedReason');
    return { processedBy, attemptsStarted: Number(attempts ?? 0), finished: Boolean(finishedOn), failedReason };
  } finally {
    redis.disconnect();
  }
}

/** Per TMP number under `prefix`: shipments, and ShipmentScheduled events; what an import applied. */
export async function importedOnce(databaseUrl, prefix) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(distinct s.id)::int as shipments, count(distinct s.tmp_number)::int as tmp_numbers,
              count(e.id)::int as events, count(distinct e.shipment_id)::int as with_event,
              (select count(*)::int from purchase_orders p where p.po_number like $2) as pos
       from shipments s left join domain_events e on e.shipment_id = s.id and e.type = 'ShipmentScheduled'
       where s.tmp_number like $1`,
      [`${prefix}-%`, `PO-${prefix}-%`],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
