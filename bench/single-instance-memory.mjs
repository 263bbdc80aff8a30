// Memory of one instance without Redis under the fastest push rate the floor can cause (issue 17): 16
// connections recording loading rows as fast as the app takes them, every row pushed, on a database of
// 100,000 shipments or more (as many as the run needs rows). Without Redis, the pushes a dropped client resumes with are kept in the instance's
// heap (backend/src/realtime/bounded-session-adapter.ts); the two-instance benchmarks (load, soak) keep
// them in Redis. Every SAMPLE_SECONDS: VmRSS, then the live heap after a full GC (bench/lib/memory-probe.mjs).
// Targets: VmRSS under RSS_TARGET_MB, and the heap after GC flat over the second half of the run (a
// least-squares line, as bench/soak.mjs). Exits 1 when a target is missed or a row is refused.
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/single-instance-memory.mjs [seconds: 90, the least it takes]
import pg from 'pg';
import { registerAccount, startApp } from '../e2e/support.mjs';
import { printTable, runLoad } from './lib/load.mjs';
import { loadingRows, loadingShipments } from './lib/loading-rows.mjs';
import { linearTrend, memoryProbe, RSS_TARGET_MB } from './lib/memory.mjs';
import { seed } from './seed.mjs';

const SECONDS = Number(process.argv[2] ?? 90);
const CONNECTIONS = 16;
const SAMPLE_SECONDS = 15;
/** Heap growth over the second half that counts as a trend rather than noise, in MB a minute. */
const FLAT_HEAP_MB_PER_MIN = 2;
if (!(SECONDS >= 90)) throw new Error('Run it for 90 s or more: the trend needs three samples in the second half.');
/** The most loading rows a second an instance has taken here (about 1,000), with room to spare. */
const MOST_ROWS_PER_SECOND = 1_600;
/** Free loading rows the seed leaves per shipment: 7% at the loading step, 10 rows free on average. */
const FREE_ROWS_PER_SHIPMENT = 0.7;
/** Enough shipments that the run never runs out of rows to record (100,000 left none after 70 s on a quick machine). */
const SHIPMENTS = Math.max(100_000, Math.ceil((SECONDS * MOST_ROWS_PER_SECOND) / FREE_ROWS_PER_SHIPMENT));

const probe = await memoryProbe();
const app = await startApp({ ...probe.env, REDIS_URL: '' });
let failed;
try {
  const { cookie } = await registerAccount(app, { username: 'bench-admin', password: 'secret-pass' });
  const headers = { cookie, origin: app.url };
  await seed(app.databaseUrl, { shipments: SHIPMENTS });
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  const next = loadingRows(await loadingShipments(db), CONNECTIONS)(headers);
  await db.end();

  const samples = [await probe.read(app.pid).then((reading) => ({ seconds: 0, ...reading }))];
  const started = performance.now();
  // One reading at a time: two signals sent together reach the process as one, and one reading then waits in vain.
  let sampling = Promise.resolve();
  const sampler = setInterval(() => {
    const seconds = (performance.now() - started) / 1000;
    sampling = sampling.then(() => probe.read(app.pid)).then((reading) => void samples.push({ seconds, ...reading }));
  }, SAMPLE_SECONDS * 1000);
  const load = await runLoad({ base: app.url, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 0, next });
  clearInterval(sampler);
  await sampling;
  const after = await probe.read(app.pid);

  const line = (when, reading) => console.log(`  ${when.padStart(15)}   VmRSS ${reading.rssMb.toFixed(0)} MB   heap after GC ${reading.heapAfterGcMb.toFixed(1)} MB`);
  for (const sample of samples) line(`${sample.seconds.toFixed(0)} s`, sample);
  line('after the load', after);
  const secondHalf = samples.filter((sample) => sample.seconds >= SECONDS / 2);
  const { slope, standardError } = linearTrend(secondHalf.map((sample) => sample.seconds / 60), secondHalf.map((sample) => sample.heapAfterGcMb));
  const peakRss = Math.max(...samples.map((sample) => sample.rssMb));
  // Fewer than three samples give no trend (an infinite standard error), which must not pass.
  const flat = secondHalf.length >= 3 && slope - 2 * standardError < FLAT_HEAP_MB_PER_MIN;
  const rssMet = peakRss < RSS_TARGET_MB;
  failed = !flat || !rssMet || load.errors > 0;
  printTable(`One instance without Redis: ${load.requests} loading rows in ${SECONDS} s (${load.rps.toFixed(0)} a second, ${load.errors} refused), each pushed`, [
    { figure: 'VmRSS, highest sample (MB)', value: peakRss.toFixed(0), target: `< ${RSS_TARGET_MB}`, met: rssMet ? 'PASS' : 'FAIL' },
    { figure: 'heap after GC, second half: growth (MB a minute, ± 1 s.e.)', value: `${slope.toFixed(2)} ± ${standardError.toFixed(2)}`, target: `< ${FLAT_HEAP_MB_PER_MIN}`, met: flat ? 'PASS' : 'FAIL' },
  ]);
} finally {
  await app.stop();
  await probe.close();
}
process.exit(failed ? 1 : 0);
