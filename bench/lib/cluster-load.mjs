// The load of bench/load.mjs and bench/soak.mjs (issues 8 and 17): two app instances on one database and
// one Redis (same key prefix), Socket.IO clients split over both, and HTTP workers mixing reads with the
// whole workflow's commands against both instances. Counts every answer by status class, checks that
// every client got the push of every accepted (2xx) command, and checks the database by SQL.
import { checkDatabase, connectClients, percentile, printTable, setupAccounts, startLoad, startTwoInstances } from '../../e2e/load-support.mjs';

/**
 * Runs the load for `seconds` and prints its table. `env` goes to both instances. While it runs,
 * `sample({ a, b }, elapsedSeconds)` is awaited every `sampleEverySeconds` (if given); right after the
 * load, before the instances stop, `afterLoad({ a, b })`. Resolves with whether the load was correct
 * (no 4xx/5xx, no unanswered request, no lost push, the database consistent).
 */
export async function runClusterLoad({ seconds, clients: clientCount, workers, env = {}, sampleEverySeconds, sample, afterLoad }) {
  const REDIS_URL = process.env.REDIS_URL;
  if (!REDIS_URL) {
    console.error('the load needs REDIS_URL (two instances share pushes and jobs through Redis)');
    process.exit(2);
  }
  const cluster = await startTwoInstances({ REDIS_URL, REDIS_KEY_PREFIX: `load-${Date.now()}:`, ...env });
  const { database, a, b } = cluster;
  let clients;
  let sampler;
  try {
    const { cookie, crew } = await setupAccounts(a.url);
    clients = await connectClients([a.url, b.url], clientCount, cookie);
    console.log(`${clientCount} clients connected; ${workers} workers for ${seconds} s`);
    const started = Date.now();
    const load = startLoad({ urls: [a.url, b.url], cookie, crew, prefix: 'LOAD', workers, durationMs: seconds * 1000 });
    const progress = setInterval(() => console.log(`  ${load.sequence} commands sent, ${load.accepted.size} accepted`), 60_000);
    let sampling = Promise.resolve();
    let samplingError;
    if (sample) {
      // A failed sample is kept and thrown after the load, so that the instances are still stopped.
      const tick = () => (sampling = sampling.then(() => sample({ a, b }, (Date.now() - started) / 1000)).catch((error) => (samplingError ??= error)));
      tick();
      sampler = setInterval(tick, sampleEverySeconds * 1000);
    }
    const result = await load.done;
    clearInterval(progress);
    clearInterval(sampler);
    await sampling;
    if (samplingError) throw samplingError;
    await afterLoad?.({ a, b });
    const keys = [...result.accepted.keys()];
    const lost = await clients.waitFor(keys, 30_000);
    const duplicates = clients.clients.reduce((sum, client) => sum + client.duplicates, 0);
    const db = await checkDatabase(database.url, 'LOAD', keys);

    printTable(`Load: 2 instances, ${clientCount} clients, ${workers} workers, ${result.seconds.toFixed(0)} s`, [
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
      ['pushes expected (accepted x clients)', keys.length * clientCount],
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
    const ok =
      result.statuses['5xx'] === 0 &&
      result.statuses['4xx'] === 0 &&
      result.statuses.network === 0 &&
      lost === 0 &&
      db.progressMismatches + db.completionMismatches + db.duplicateRows + db.missingEvents + db.duplicateEvents === 0;
    console.log(`\nload correct (no 4xx/5xx, no lost push, database consistent): ${ok ? 'PASS' : 'FAIL'}`);
    return ok;
  } finally {
    clearInterval(sampler);
    clients?.close();
    await cluster.stop();
  }
}
