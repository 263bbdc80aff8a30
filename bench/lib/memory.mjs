// Memory readings of the app's processes for the benchmarks: resident memory from /proc (VmRSS, as the
// machine sees it), and the live heap after a full GC from bench/lib/memory-probe.mjs.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { residentMb } from './load.mjs';

/** The memory budget of one app instance (issue 17). */
export const RSS_TARGET_MB = 250;
const MB = 1024 * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A probe directory and the environment that preloads the probe into an app (`startApp(env)`).
 * `read(pid)` reads VmRSS first, then asks for a GC and the heap left after it.
 */
export async function memoryProbe() {
  const dir = await mkdtemp(path.join(tmpdir(), 'dockflow-memory-'));
  const preload = fileURLToPath(new URL('memory-probe.mjs', import.meta.url));
  const seen = new Map(); // pid -> last sample number read
  return {
    env: { MEMORY_PROBE_DIR: dir, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim() },
    async read(pid) {
      const rssMb = await residentMb(pid);
      process.kill(pid, 'SIGUSR2');
      const file = path.join(dir, `memory-${pid}.json`);
      for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
        const report = JSON.parse(await readFile(file, 'utf8').catch(() => 'null'));
        if (report && report.sample > (seen.get(pid) ?? 0)) {
          seen.set(pid, report.sample);
          return { rssMb, heapAfterGcMb: report.heapUsed / MB, heapTotalMb: report.heapTotal / MB, externalMb: report.external / MB, newSpaceMb: report.newSpace / MB };
        }
      }
      throw new Error(`process ${pid} did not answer the memory probe within 10 s`);
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Least-squares line through (`times`, `values`): its slope (units of value per unit of time) and the
 * slope's standard error (how far noise alone moves it).
 */
export function linearTrend(times, values) {
  const n = times.length;
  const meanT = times.reduce((sum, t) => sum + t, 0) / n;
  const meanV = values.reduce((sum, v) => sum + v, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (let index = 0; index < n; index++) {
    covariance += (times[index] - meanT) * (values[index] - meanV);
    variance += (times[index] - meanT) ** 2;
  }
  if (n < 3 || variance === 0) return { slope: 0, standardError: Infinity };
  const slope = covariance / variance;
  const residuals = values.reduce((sum, value, index) => sum + (value - meanV - slope * (times[index] - meanT)) ** 2, 0);
  return { slope, standardError: Math.sqrt(residuals / (n - 2) / variance) };
}
