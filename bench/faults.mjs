// Faults too slow for the e2e run (issue 8): SIGTERM of one of two instances under full load (200
// clients, HTTP workers on both). The instance must exit 0 within 10 s, its clients move to the
// other instance, no call answers 5xx, and no accepted (2xx) command is lost (SQL check).
// The fast faults are e2e/faults-*.test.mjs (npm run test:e2e).
//
//   npm run build && REDIS_URL=redis://127.0.0.1:6379 [DATABASE_URL=postgres://...] node bench/faults.mjs [clients=200] [workers=6]
import { checkDatabase, connectClients, printTable, setupAccounts, startLoad, startTwoInstances } from '../e2e/load-support.mjs';

const CLIENTS = Number(process.argv[2] ?? 200);
const WORKERS = Number(process.argv[3] ?? 6);
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) {
  console.error('faults needs REDIS_URL (two instances share pushes through Redis)');
  process.exit(2);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const prefix = `faults-${Date.now()}:`;
const cluster = await startTwoInstances({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
const { database, a, b } = cluster;
let clients;
let ok;
try {
  const { cookie, crew } = await setupAccounts(b.url, 'faults');
  clients = await connectClients([a.url, b.url], CLIENTS, cookie);
  const load = startLoad({ urls: [a.url, b.url], cookie, crew, prefix: 'TERM', workers: WORKERS, durationMs: 120_000 });
  await sleep(10_000);
  const termAt = Date.now();
  const exitCode = await a.terminate();
  const stopMs = Date.now() - termAt;
  await sleep(10_000);
  const result = await load.stop();
  const moved = clients.clients.filter((client) => client.moves > 0);
  const movedMs = Math.max(...moved.map((client) => client.movedAt)) - termAt;
  const after = [...result.accepted].filter(([, { at }]) => at > termAt + movedMs + 500).map(([key]) => key);
  const lostAfter = await clients.waitFor(after, 20_000);
  const db = await checkDatabase(database.url, 'TERM', [...result.accepted.keys()]);
  printTable(`SIGTERM of one of 2 instances under load (${CLIENTS} clients, ${WORKERS} workers)`, [
    ['exit code', exitCode],
    ['stopped in (ms)', stopMs],
    ['clients moved / expected', `${moved.length} / ${CLIENTS / 2}`],
    ['all moved within (ms)', movedMs],
    ['clients connected at the end', clients.connected()],
    ['requests 2xx', result.statuses['2xx']],
    ['requests 4xx', result.statuses['4xx']],
    ['requests 5xx', result.statuses['5xx']],
    ['requests without answer (retried)', result.statuses.network],
    ['commands accepted', result.accepted.size],
    ['applied but unanswered (replayed on retry)', result.replayed],
    ['pushes lost after the move', lostAfter],
    ['db: accepted without event', db.missingEvents],
    ['db: accepted with 2+ events', db.duplicateEvents],
    ['db: progress <> rows x 5', db.progressMismatches],
    ['db: duplicate loading rows', db.duplicateRows],
  ]);
  const lost = after.filter((key) => clients.missing([key]) > 0);
  if (lost.length) {
    console.log('\nPushes not received after the move (key, answered ms after SIGTERM, by, took ms, replayed, clients missing it):');
    for (const key of lost) {
      const { at, url, ms, replayed } = result.accepted.get(key);
      console.log(`  ${key}  +${at - termAt}  ${url === a.url ? 'A (stopped)' : 'B'}  ${ms.toFixed(0)}  ${replayed}  ${clients.missing([key])}`);
    }
  }
  if (result.failures.length) console.log('\nUnexpected answers:\n  ' + result.failures.join('\n  '));
  ok =
    exitCode === 0 &&
    stopMs < 10_000 &&
    moved.length === CLIENTS / 2 &&
    clients.connected() === CLIENTS &&
    result.statuses['5xx'] === 0 &&
    result.failures.length === 0 &&
    lostAfter === 0 &&
    db.missingEvents + db.duplicateEvents + db.progressMismatches + db.duplicateRows === 0;
  console.log(ok ? '\nPASS' : '\nFAIL');
} finally {
  clients?.close();
  await cluster.stop();
}
process.exit(ok ? 0 : 1);
