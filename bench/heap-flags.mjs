// The throughput cost of the app's V8 heap flags (issue 17): two apps side by side on fresh databases,
// one with V8's defaults and one with the image's flags (Dockerfile CMD), measured in alternation
// (ROUNDS x SECONDS each, same load, same minutes) on a signed-in read and a signed-in list; then each
// app's VmRSS. The figure is the app's CPU time per request (user + system, /proc/<pid>/stat), which
// other processes on the machine disturb far less than req/s; req/s per round shows the noise.
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/heap-flags.mjs [seconds=10] [rounds=3]
import { startApp } from '../e2e/support.mjs';
import { readFile } from 'node:fs/promises';
import { printTable, residentMb, runLoad } from './lib/load.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const ROUNDS = Number(process.argv[3] ?? 3);
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) the process has used, in ms. */
async function cpuMs(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function signedIn(app) {
  const register = await fetch(`${app.url}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.url }, body: JSON.stringify({ username: 'bench-admin', password: 'secret-pass' }) });
  if (register.status !== 201) throw new Error(`register answered ${register.status}`);
  const headers = { cookie: register.headers.get('set-cookie').split(';')[0], origin: app.url, 'content-type': 'application/json' };
  // A container at each of the nine doors, so the list answer is a real page (and compressed: over 1 KB).
  for (const door of ['1A', '2A', '3A', '1B', '2B', '3B', '1C', '2C', '3C']) {
    const created = await fetch(`${app.url}/api/shipments`, { method: 'POST', headers, body: JSON.stringify({ tmpNumber: `TMP-HEAP-${door}`, containerDoor: door, dockLocation: 'Dock A', poNumbers: [`PO-HEAP-${door}`] }) });
    if (created.status !== 201) throw new Error(`shipment answered ${created.status}: ${await created.text()}`);
  }
  return headers;
}

const defaults = await withEnv({ APP_NODE_FLAGS: '' }, () => startApp());
const flagged = await startApp();
try {
  const apps = [['V8 defaults', defaults, await signedIn(defaults)], ['image flags', flagged, await signedIn(flagged)]];
  const scenarios = [
    ['GET /api/auth/user (32 conn)', 32, '/api/auth/user'],
    ['GET /api/shipments (16 conn, gzip)', 16, '/api/shipments'],
  ];
  const rows = [];
  for (const [name, connections, path] of scenarios) {
    const runs = new Map(apps.map(([label]) => [label, { rps: [], cpuMs: 0, requests: 0 }]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, app, headers] of round % 2 ? [...apps].reverse() : apps) {
        const cpuBefore = await cpuMs(app.pid);
        const result = await runLoad({ base: app.url, connections, seconds: SECONDS, warmupSeconds: 0, next: () => ({ path, headers: { ...headers, 'accept-encoding': 'gzip' } }) });
        if (result.errors) throw new Error(`${label} ${name}: ${result.errors} errors, first ${result.firstError}`);
        const run = runs.get(label);
        run.rps.push(result.rps);
        run.cpuMs += (await cpuMs(app.pid)) - cpuBefore;
        run.requests += result.requests;
      }
    }
    const [base, withFlags] = apps.map(([label]) => runs.get(label));
    const perRequest = (run) => run.cpuMs / run.requests;
    rows.push({
      benchmark: name,
      'defaults req/s (rounds)': base.rps.map((v) => v.toFixed(0)).join(' / '),
      'flags req/s (rounds)': withFlags.rps.map((v) => v.toFixed(0)).join(' / '),
      'defaults CPU ms/req': perRequest(base).toFixed(3),
      'flags CPU ms/req': perRequest(withFlags).toFixed(3),
      'CPU ratio': (perRequest(withFlags) / perRequest(base)).toFixed(2),
    });
  }
  printTable(`Heap flags' cost, ${ROUNDS} alternating rounds of ${SECONDS} s`, rows);
  printTable('VmRSS after the load (MB)', [{ process: 'app', defaults: (await residentMb(defaults.pid)).toFixed(0), 'image flags': (await residentMb(flagged.pid)).toFixed(0) }]);
} finally {
  await flagged.stop();
  await defaults.stop();
}

/** Runs `start` with `env` set in this process (startApp reads APP_NODE_FLAGS when it spawns). */
async function withEnv(env, start) {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await start();
  } finally {
    for (const [key, value] of Object.entries(saved)) if (value === undefined) delete process.env[key]; else process.env[key] = value;
  }
}
process.exit(0);
