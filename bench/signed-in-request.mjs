// The signed-in request path (issue 17): what one GET /api/auth/user costs the database, and where the
// CPU goes under load. No seed: the floor does not depend on the data.
//   (a) SQL statements per request: pg_stat_database.xact_commit of the app's database (every
//       statement outside a transaction is one commit) over REQUESTS sequential requests, minus a
//       span with no requests (this script's own reads, the app's background work)
//   (b) throughput and p99 of GET /api/auth/user, 32 connections, SECONDS seconds
//   (c) with PROFILE_DIR set, the app is CPU-profiled (bench/lib/cpu-profile.mjs) and writes its profile there on exit
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test [PROFILE_DIR=/tmp/prof] node bench/signed-in-request.mjs [seconds]
import pg from 'pg';
import { registerAccount, startApp } from '../e2e/support.mjs';
import { printTable, runLoad } from './lib/load.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const REQUESTS = 200;
const profileDir = process.env.PROFILE_DIR;

const app = await startApp(profileDir ? { NODE_OPTIONS: `--import ${new URL("lib/cpu-profile.mjs", import.meta.url).pathname}`, CPU_PROFILE_DIR: profileDir } : {});
const db = new pg.Client({ connectionString: app.databaseUrl });
await db.connect();
try {
  const { cookie } = await registerAccount(app, { username: 'bench-floor', password: 'secret-pass', firstName: 'Bench', lastName: 'Floor' });
  const headers = { cookie, origin: app.url };
  const database = new URL(app.databaseUrl).pathname.slice(1);
  // A backend reports its statistics at most once a second, and an idle one within 10 s.
  const commits = async () => {
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    await db.query('select pg_stat_clear_snapshot()');
    const { rows } = await db.query('select xact_commit::int as commits from pg_stat_database where datname = $1', [database]);
    return rows[0].commits;
  };
  const idleStart = await commits();
  const idleEnd = await commits();
  const start = await commits();
  for (let index = 0; index < REQUESTS; index++) {
    const response = await fetch(`${app.url}/api/auth/user`, { headers });
    if (response.status !== 200) throw new Error(`GET /api/auth/user: ${response.status}`);
    await response.arrayBuffer();
  }
  const end = await commits();
  // The idle span holds this client's own two reads and the app's background work, as the measured span does.
  const perRequest = (end - start - (idleEnd - idleStart)) / REQUESTS;
  const load = await runLoad({ base: app.url, connections: 32, seconds: SECONDS, next: () => ({ path: '/api/auth/user', headers }) });
  if (load.errors) console.log(`${load.errors} errors, first: ${load.firstError}`);
  printTable('Signed-in floor: GET /api/auth/user', [
    { figure: `SQL statements per request (${REQUESTS} sequential)`, value: perRequest.toFixed(2) },
    { figure: `req/s, 32 connections, ${SECONDS} s`, value: load.rps.toFixed(0) },
    { figure: 'p50 / p99 ms', value: `${load.p50.toFixed(1)} / ${load.p99.toFixed(1)}` },
  ]);
} finally {
  await db.end();
  await app.stop();
}
