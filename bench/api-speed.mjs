// API speed at 100,000 shipments (issues 8 and 17), each figure beside its raw baseline measured in the same run:
// a bare node:http server + bare `pg` Pool issuing the same SQL and answering the same JSON
// (bench/lib/bare-server.mjs, its own process like the app). The app runs from backend/dist on a fresh
// database seeded by bench/seed.mjs.
//   (a) GET /api/shipments?status=completed&dock=Dock B&search=TMP-0, page 1 and page 200, 32 connections;
//       and ?search=PO, which every PO number matches (the search's broadest case), 8 connections
//   (b) GET /api/dashboard/stats, 8 connections, and 1 (latency without queueing)
//   (c) POST /api/container-loading (a loading row; each connection works through its own shipments), 16 connections
//   floor: GET /api/auth/user (session + user lookup, what every signed-in request pays), 32 connections
//   Targets (issue 17): throughput >= 0.8 x bare for list and stats, >= 0.6 for the floor, >= 0.7 for the loading row;
//   every p99 <= 1.5 x the bare p99 of the same run.
//   (d) resident memory (VmRSS) of the app process after the load
//   Beside each: the CPU time (user + system) each process spent per request answered, warm-up included,
//   which the machine's other load changes less than the request rates.
//   Each scenario loads the two in turns, four turns each, the order flipped every round (`alternated`).
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/api-speed.mjs [seconds-per-run] [scenario-name-prefix]
import 'reflect-metadata'; // the contracts' DTO decorators, loaded with shipment-filter.js
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { startApp } from '../e2e/support.mjs';
import { cpuMicros, percentile, printTable, residentMb, runLoad } from './lib/load.mjs';
import { loadingRows, loadingShipments } from './lib/loading-rows.mjs';
import { RSS_TARGET_MB } from './lib/memory.mjs';
import { seed } from './seed.mjs';
import { shipmentFilterClause } from '../backend/dist/modules/shipments/queries/list-shipments/shipment-filter.js';

const SECONDS = Number(process.argv[2] ?? 10);
/** Only the scenarios whose names start with this (the third argument), to measure one while changing it. */
const ONLY = process.argv[3] ?? '';
/** Turns each side takes in a scenario (see `alternated`). */
const SLICES = 4;
const LIST = '/api/shipments?status=completed&dock=Dock%20B&search=TMP-0';
const BROAD_SEARCH = '/api/shipments?search=PO';

function startBare(databaseUrl) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('lib/bare-server.mjs', import.meta.url)), databaseUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const { port } = JSON.parse(line);
      resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); }) });
    });
  });
}

/**
 * The bare server and the app loaded in turns, SLICES each of SECONDS / SLICES, the order flipped every
 * round (bare, app, app, bare...), so that both meet the same hour of this shared machine, whose speed
 * drifts by tens of percent within minutes (docs/performance.md, "29 Nov 2026"). Each side's rate,
 * percentiles and CPU per request are over all its slices together; the first slice warms up for 2 s,
 * the others for 0.5 s (new connections; the code is warm by then).
 */
async function alternated(sides) {
  const totals = sides.map(() => ({ latencies: [], answered: 0, errors: 0, firstError: undefined, cpu: 0 }));
  for (let slice = 0; slice < SLICES; slice++) {
    const order = slice % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const { pid, load } = sides[index];
      const total = totals[index];
      const cpuBefore = await cpuMicros(pid);
      const result = await runLoad({ ...load, seconds: SECONDS / SLICES, warmupSeconds: slice === 0 ? 2 : 0.5 });
      total.cpu += (await cpuMicros(pid)) - cpuBefore;
      total.latencies = total.latencies.concat(result.latencies);
      total.answered += result.answered;
      total.errors += result.errors;
      total.firstError ??= result.firstError;
    }
  }
  return totals.map(({ latencies, answered, errors, firstError, cpu }) => {
    latencies.sort((x, y) => x - y);
    return { rps: latencies.length / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, firstError, cpuPerRequest: cpu / answered };
  });
}

async function getJson(url, headers = {}) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The app's list pages and stats equal the answers of the queries before the indexes and counters. */
async function sameAsBefore(db, url, headers, when) {
  const where = shipmentFilterClause({ status: 'completed', dock: 'Dock B', search: 'TMP-0' }, new Date());
  let n = 0;
  const sql = where.sql.replace(/\?/g, () => `$${++n}`);
  for (const page of [1, 200]) {
    const { rows: plain } = await db.query(`select s.id from shipments s where ${sql} order by s.created_at desc, s.id desc limit 25 offset ${(page - 1) * 25}`, where.params);
    const { rows: [{ count }] } = await db.query(`select count(*)::int as count from shipments s where ${sql}`, where.params);
    const fromApp = await getJson(`${url}${LIST}&page=${page}`, headers);
    if (!isDeepStrictEqual(fromApp.shipments.map((shipment) => shipment.id), plain.map((row) => row.id)) || fromApp.total !== count) throw new Error(`page ${page} differs from the plain query ${when}`);
  }
  const timeZone = process.env.SITE_TIMEZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { rows: [before] } = await db.query(readFileSync(new URL('lib/stats-before.sql', import.meta.url), 'utf8'), [timeZone]);
  const now = await getJson(`${url}/api/dashboard/stats`, headers);
  const expected = [before.active, before.trucks_in_queue, before.loading, before.completed_today, before.active - before.active_yesterday, before.average_wait_minutes, before.average_loading_progress, before.on_time_rate];
  const actual = [now.activeShipments, now.trucksInQueue, now.containersLoading, now.completedToday, ...Object.values(now.captions)];
  if (!isDeepStrictEqual(actual, expected)) throw new Error(`stats ${when} differ from the SQL before the counters: ${actual} vs ${expected}`);
  console.log(`${when}: list pages and stats equal the answers of the queries before the indexes and counters`);
}

const app = await startApp(process.env.APP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.APP_NODE_OPTIONS } : {});
let bare;
try {
  const register = await fetch(`${app.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ username: 'bench-admin', password: 'secret-pass' }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}`);
  const cookie = register.headers.get('set-cookie').split(';')[0];
  // After the registration: the first account is the admin, the seed's crew accounts come next.
  const { counts, seconds } = await seed(app.databaseUrl);
  console.log(`seeded ${counts.shipments} shipments, ${counts.loading_rows} loading rows, ${counts.domain_events} events in ${seconds.toFixed(0)} s`);
  const appHeaders = { cookie };
  bare = await startBare(app.databaseUrl);

  // Same answers, or the comparison means nothing.
  for (const path of [LIST, `${LIST}&page=200`, BROAD_SEARCH]) {
    const [fromApp, fromBare] = await Promise.all([getJson(`${app.url}${path}`, appHeaders), getJson(`${bare.url}${path}`)]);
    if (!isDeepStrictEqual(fromApp, fromBare)) throw new Error(`app and bare answers differ for ${path}`);
    console.log(`${path}: ${fromApp.shipments.length} shipments of ${fromApp.total}, same JSON from app and bare`);
  }
  const [appStats, bareStats] = await Promise.all([getJson(`${app.url}/api/dashboard/stats`, appHeaders), getJson(`${bare.url}/api/dashboard/stats`)]);
  if (!isDeepStrictEqual({ ...appStats, generatedAt: 0 }, { ...bareStats, generatedAt: 0 })) throw new Error('app and bare stats differ');
  console.log(`stats: ${JSON.stringify({ ...appStats, generatedAt: undefined })}`);

  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  await sameAsBefore(db, app.url, appHeaders, 'before the load');
  const loading = await loadingShipments(db);
  const half = Math.floor(loading.length / 2);
  const bareRows = loadingRows(loading.slice(0, half), 16);
  const appRows = loadingRows(loading.slice(half), 16);

  // Issue 17's targets: throughput at least `ratio` x bare, and p99 at most 1.5 x the bare p99, in the same run.
  const P99_LIMIT = 1.5;
  const scenarios = [
    { name: 'list page 1 (32 conn)', connections: 32, ratio: 0.8, next: (headers) => () => ({ path: LIST, headers }) },
    { name: 'list page 200 (32 conn)', connections: 32, ratio: 0.8, next: (headers) => () => ({ path: `${LIST}&page=200`, headers }) },
    { name: 'list, search "PO" (8 conn)', connections: 8, ratio: 0.8, next: (headers) => () => ({ path: BROAD_SEARCH, headers }) },
    { name: 'dashboard stats (8 conn)', connections: 8, ratio: 0.8, next: (headers) => () => ({ path: '/api/dashboard/stats', headers }) },
    { name: 'dashboard stats (1 conn)', connections: 1, ratio: 0.8, next: (headers) => () => ({ path: '/api/dashboard/stats', headers }) },
    { name: 'signed-in floor: GET /api/auth/user (32 conn)', connections: 32, ratio: 0.6, next: (headers) => () => ({ path: '/api/auth/user', headers }) },
    { name: 'loading row (16 conn)', connections: 16, ratio: 0.7, bareNext: bareRows, appNext: appRows },
  ];
  const idleRss = await residentMb(app.pid);
  const rows = [];
  for (const scenario of scenarios.filter(({ name }) => name.startsWith(ONLY))) {
    const [b, a] = await alternated([
      { pid: bare.pid, load: { base: bare.url, connections: scenario.connections, next: (scenario.bareNext ?? scenario.next)({}) } },
      { pid: app.pid, load: { base: app.url, connections: scenario.connections, next: (scenario.appNext ?? scenario.next)({ ...appHeaders, origin: app.url }) } },
    ]);
    for (const [who, result] of [['bare', b], ['app', a]]) if (result.errors) console.log(`${scenario.name} ${who}: ${result.errors} errors, first: ${result.firstError}`);
    const met = a.errors === 0 && a.rps >= scenario.ratio * b.rps && a.p99 <= P99_LIMIT * b.p99;
    rows.push({
      benchmark: scenario.name,
      'bare req/s': b.rps.toFixed(0), 'app req/s': a.rps.toFixed(0), 'ratio': (a.rps / b.rps).toFixed(2),
      'bare p50': b.p50.toFixed(1), 'bare p99': b.p99.toFixed(1), 'app p50': a.p50.toFixed(1), 'app p99': a.p99.toFixed(1),
      'p99 ratio': (a.p99 / b.p99).toFixed(2),
      'bare CPU µs/req': b.cpuPerRequest.toFixed(0), 'app CPU µs/req': a.cpuPerRequest.toFixed(0),
      target: `ratio >= ${scenario.ratio}, p99 ratio <= ${P99_LIMIT}`, met: met ? 'PASS' : 'FAIL',
    });
  }
  const [appRss, bareRss] = [await residentMb(app.pid), await residentMb(bare.pid)];
  await sameAsBefore(db, app.url, appHeaders, 'after the load');
  await db.end();
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const settledRss = await residentMb(app.pid);
  printTable(`API speed, 100k shipments, ${SECONDS} s per run (latencies in ms)`, rows);
  printTable(`Resident memory after the load (MB; app before the load: ${idleRss.toFixed(0)}, 10 s after it: ${settledRss.toFixed(0)})`, [{ process: 'VmRSS', bare: bareRss.toFixed(0), app: appRss.toFixed(0), ratio: (appRss / bareRss).toFixed(1), target: `app < ${RSS_TARGET_MB}`, met: appRss < RSS_TARGET_MB ? 'PASS' : 'FAIL' }]);
} finally {
  await bare?.stop();
  await app.stop();
}
process.exit(0);
