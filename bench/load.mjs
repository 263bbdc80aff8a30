// Load (issues 8 and 17): bench/lib/cluster-load.mjs for a fixed time, then each instance's resident
// memory (VmRSS) right after the load against the budget, with the live heap left after a full GC
// (bench/lib/memory-probe.mjs). Exits 1 on any 5xx, lost push, inconsistency or memory over budget.
//
//   npm run build && REDIS_URL=redis://127.0.0.1:6379 [DATABASE_URL=postgres://...] node bench/load.mjs [seconds=300] [clients=200] [workers=6]
import { runClusterLoad } from './lib/cluster-load.mjs';
import { printTable } from '../e2e/load-support.mjs';
import { memoryProbe, RSS_TARGET_MB } from './lib/memory.mjs';

const SECONDS = Number(process.argv[2] ?? 300);
const CLIENTS = Number(process.argv[3] ?? 200);
const WORKERS = Number(process.argv[4] ?? 6);

const probe = await memoryProbe();
const memory = {};
const correct = await runClusterLoad({
  seconds: SECONDS,
  clients: CLIENTS,
  workers: WORKERS,
  env: probe.env,
  afterLoad: async ({ a, b }) => {
    memory.a = await probe.read(a.pid);
    memory.b = await probe.read(b.pid);
  },
});
await probe.close();
const withinBudget = memory.a.rssMb < RSS_TARGET_MB && memory.b.rssMb < RSS_TARGET_MB;
const mb = (value) => value.toFixed(0);
printTable(`Memory per instance right after the load (MB; target VmRSS < ${RSS_TARGET_MB})`, [
  ['instance A: VmRSS / heap after a full GC', `${mb(memory.a.rssMb)} / ${mb(memory.a.heapAfterGcMb)}`],
  ['instance B: VmRSS / heap after a full GC', `${mb(memory.b.rssMb)} / ${mb(memory.b.heapAfterGcMb)}`],
]);
console.log(`\nmemory: VmRSS < ${RSS_TARGET_MB} MB on both instances: ${withinBudget ? 'PASS' : 'FAIL'}`);
process.exit(correct && withinBudget ? 0 : 1);
