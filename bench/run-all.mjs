// `npm run bench`: every benchmark under bench/, one after another (each prints its own ratios). Needs
// DATABASE_URL (each benchmark creates and drops its own databases there) and REDIS_URL (push latency, queued import).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = ['api-speed.mjs', 'import.mjs', 'export.mjs', 'frontend.mjs', 'push-latency.mjs', 'load.mjs', 'faults.mjs'];
let failed = false;
for (const file of BENCHMARKS) {
  console.log(`\n### ${file}`);
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(file, import.meta.url))], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
