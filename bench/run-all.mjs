// `npm run bench`: every benchmark under bench/, one after another (each prints its own ratios). Needs
// DATABASE_URL (each benchmark creates and drops its own databases there) and REDIS_URL (push latency, queued import).
// The memory soak (bench/soak.mjs) runs only when SOAK_MINUTES is set (30 for issue 17's figure).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = [['api-speed.mjs'], ['import.mjs'], ['export.mjs'], ['frontend.mjs'], ['push-latency.mjs'], ['load.mjs'], ['single-instance-memory.mjs'], ['faults.mjs']];
const soakMinutes = process.env.SOAK_MINUTES;
if (soakMinutes) BENCHMARKS.push(['soak.mjs', soakMinutes]);
let failed = false;
for (const [file, ...args] of BENCHMARKS) {
  console.log(`\n### ${[file, ...args].join(' ')}`);
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(file, import.meta.url)), ...args], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
if (!soakMinutes) console.log('\n### soak.mjs: not run (set SOAK_MINUTES=30 to run the 30-minute memory soak)');
process.exit(failed ? 1 : 0);
