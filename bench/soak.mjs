// Soak (issue 17): bench/lib/cluster-load.mjs for `minutes`, sampling each instance's resident memory
// (VmRSS) and its live heap after a full GC (bench/lib/memory-probe.mjs) every SAMPLE_SECONDS. A least-
// squares line over the second half of the samples (the first half is warm-up: JIT, pools, V8 sizing
// its heap) gives the growth in MB per 10 minutes, with its standard error, against FLAT_MB_PER_10_MIN
// (docs/performance.md, "Memory (issue 17)"). Each heap reading is a full GC, so the instances are
// collected at least every SAMPLE_SECONDS; VmRSS is read before it. Exits 1 on an incorrect load or a
// growth trend.
//
//   npm run build && REDIS_URL=redis://127.0.0.1:6379 [DATABASE_URL=postgres://...] node bench/soak.mjs [minutes=30] [clients=200] [workers=6]
import { runClusterLoad } from './lib/cluster-load.mjs';
import { printTable } from '../e2e/load-support.mjs';
import { linearTrend, memoryProbe, RSS_TARGET_MB } from './lib/memory.mjs';

const MINUTES = Number(process.argv[2] ?? 30);
const CLIENTS = Number(process.argv[3] ?? 200);
const WORKERS = Number(process.argv[4] ?? 6);
const SAMPLE_SECONDS = 30;
/** Growth over the second half that counts as a trend rather than noise (see docs/performance.md). */
const FLAT_MB_PER_10_MIN = 5;
const FLAT_HEAP_MB_PER_10_MIN = 1;

const probe = await memoryProbe();
const samples = { a: [], b: [] };
const correct = await runClusterLoad({
  seconds: MINUTES * 60,
  clients: CLIENTS,
  workers: WORKERS,
  env: probe.env,
  sampleEverySeconds: SAMPLE_SECONDS,
  sample: async (instances, elapsedSeconds) => {
    const line = [`  ${(elapsedSeconds / 60).toFixed(1).padStart(5)} min`];
    for (const name of ['a', 'b']) {
      const reading = await probe.read(instances[name].pid);
      samples[name].push({ minutes: elapsedSeconds / 60, ...reading });
      line.push(`${name.toUpperCase()}: VmRSS ${reading.rssMb.toFixed(0)} MB, heap after GC ${reading.heapAfterGcMb.toFixed(1)} MB`);
    }
    console.log(line.join('   '));
  },
});
await probe.close();

const rows = [];
let flat = true;
for (const name of ['a', 'b']) {
  const secondHalf = samples[name].filter((sample) => sample.minutes >= MINUTES / 2);
  const minutes = secondHalf.map((sample) => sample.minutes);
  const per10Minutes = (values) => {
    const { slope, standardError } = linearTrend(minutes, values);
    return { slope: 10 * slope, text: `${(10 * slope).toFixed(2)} ± ${(10 * standardError).toFixed(2)}` };
  };
  const rss = per10Minutes(secondHalf.map((sample) => sample.rssMb));
  const heap = per10Minutes(secondHalf.map((sample) => sample.heapAfterGcMb));
  const peak = Math.max(...samples[name].map((sample) => sample.rssMb));
  flat &&= rss.slope < FLAT_MB_PER_10_MIN && heap.slope < FLAT_HEAP_MB_PER_10_MIN && peak < RSS_TARGET_MB;
  rows.push(
    [`instance ${name.toUpperCase()}: VmRSS trend ± std. error, MB per 10 min (target < ${FLAT_MB_PER_10_MIN})`, rss.text],
    [`instance ${name.toUpperCase()}: heap after GC trend ± std. error, MB per 10 min (target < ${FLAT_HEAP_MB_PER_10_MIN})`, heap.text],
    [`instance ${name.toUpperCase()}: VmRSS peak of the samples, MB (target < ${RSS_TARGET_MB})`, peak.toFixed(0)],
  );
}
printTable(`Memory over the soak: ${samples.a.length} samples every ${SAMPLE_SECONDS} s, trend fitted over minutes ${MINUTES / 2}-${MINUTES}`, rows);
console.log(`\nmemory flat over the soak (both trends under their thresholds, peak under budget): ${flat ? 'PASS' : 'FAIL'}`);
process.exit(correct && flat ? 0 : 1);
