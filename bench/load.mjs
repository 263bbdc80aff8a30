// Load (issue 8): two app instances on one database and one Redis (same key prefix), 200 Socket.IO
// clients split over both, and HTTP workers mixing reads with the whole workflow's commands against
// both instances. Counts every answer by status class, checks that every client got the push of
// every accepted (2xx) command, and checks the database by SQL. Exits 1 on any 5xx, lost push or
// inconsistency.
//
//   npm run build && REDIS_URL=redis://127.0.0.1:6379 [DATABASE_URL=postgres://...] node bench/load.mjs [seconds=300] [clients=200] [workers=6]
import { checkDatabase, connectClients, percentile, printTable, setupAccounts, startLoad, startTwoInstances } from '../e2e/load-support.mjs';

const SECONDS = Number(process.argv[2] ?? 300);
const CLIENTS = Number(process.argv[3] ?? 200);
const WORKERS = Number(process.argv[4] ?? 6);
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) {
  console.error('load needs REDIS_URL (two instances share pushes and jobs through Redis)');
  process.exit(2);
}

const prefix = `load-${Date.now()}:`;
const cluster = await startTwoInstances({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
const { database, a, b } = cluster;
let clients;
let ok;
try {
  const { cookie, crew } = await setupAccounts(a.url);
  clients = await connectClients([a.url, b.url], CLIENTS, cookie);
  console.log(`${CLIENTS} clients connected; ${WORKERS} workers for ${SECONDS} s`);
  const load = startLoad({ urls: [a.url, b.url], cookie, crew, prefix: 'LOAD', workers: WORKERS, durationMs: SECONDS * 1000 });
  const progress = setInterval(() => console.log(`  ${load.sequence} commands sent, ${load.accepted.size} accepted`), 30_000);
  const result = await load.done;
  clearInterval(progress);
  const keys = [...result.accepted.keys()];
  const lost = await clients.waitFor(keys, 30_000);
  const duplicates = clients.clients.reduce((sum, client) => sum + client.duplicates, 0);
  const db = await checkDatabase(database.url, 'LOAD', keys);
  const expectedPushes = keys.length * CLIENTS;

  printTable(`Load: 2 instances, ${CLIENTS} clients, ${WORKERS} workers, ${result.seconds.toFixed(0)} s`, [
    ['requests 2xx', result.statuses['2xx']],
    ['requests 3xx', result.statuses['3xx']],
    ['requests 4xx', result.statuses['4xx']],
    ['requests 5xx', result.statuses['5xx']],
    ['requests without answer', result.statuses.network],
    ['numbered calls (commands, retries, PO lookups)', result.commands],
    ['commands accepted (2xx)', keys.length],
    ['commands per second', (keys.length / result.seconds).toFixed(1)],
    ['command p50 / p99 (ms)', `${percentile(result.commandMs, 50).toFixed(0)} / ${percentile(result.commandMs, 99).toFixed(0)}`],
    ['read p50 / p99 (ms)', `${percentile(result.readMs, 50).toFixed(0)} / ${percentile(result.readMs, 99).toFixed(0)}`],
    ['shipments started / completed', `${result.shipments} / ${result.completed}`],
    ['pushes expected (accepted x clients)', expectedPushes],
    ['pushes lost', lost],
    ['pushes received twice', duplicates],
    ['db: shipments', db.shipments],
    ['db: loading rows', db.rows],
    ['db: domain events', db.eventRows],
    ['db: progress <> rows x 5', db.progressMismatches],
    ['db: completed <> 20 rows', db.completionMismatches],
    ['db: duplicate loading rows', db.duplicateRows],
    ['db: accepted without event', db.missingEvents],
    ['db: accepted with 2+ events', db.duplicateEvents],
  ]);
  if (result.failures.length) console.log('\nUnexpected answers:\n  ' + result.failures.join('\n  '));
  ok =
    result.statuses['5xx'] === 0 &&
    result.statuses['4xx'] === 0 &&
    result.statuses.network === 0 &&
    lost === 0 &&
    db.progressMismatches + db.completionMismatches + db.duplicateRows + db.missingEvents + db.duplicateEvents === 0;
  console.log(ok ? '\nPASS' : '\nFAIL');
} finally {
  clients?.close();
  await cluster.stop();
}
process.exit(ok ? 0 : 1);
