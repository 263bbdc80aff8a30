// Dock schedule import (issue 7): a 10,000-row .xlsx built with SheetJS (A TMP number, B door, C dock,
// D estimated completion, E PO numbers; headers on row 1) imported end to end through
// POST /api/dock-schedule/import, in process (no REDIS_URL) and through the BullMQ queue (REDIS_URL),
// beside the baseline: SheetJS parses the same file and one COPY puts its rows in a scratch table.
// Each run imports a new file (new TMP numbers) into the same app, twice per mode; the best run counts.
// Each run also prints the longest time the uploader's bar stood still (docs/performance.md, "The bar through the writes"),
// and what a signed-in screen received about the import besides its bar (docs/performance.md, "One push for a bulk").
//
// With PROFILE_DIR set, each app is CPU-profiled (bench/lib/cpu-profile.mjs) and writes its profile there on exit.
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 [PROFILE_DIR=/tmp/prof] node bench/import.mjs [rows]
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Redis } from 'ioredis';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import XLSX from 'xlsx';
import { io } from 'socket.io-client';
import { startApp } from '../e2e/support.mjs';
import { printTable } from './lib/load.mjs';

const ROWS = Number(process.argv[2] ?? 10_000);
const RUNS = 2;
const profileDir = process.env.PROFILE_DIR;
const profiling = profileDir ? { NODE_OPTIONS: `--import ${new URL('lib/cpu-profile.mjs', import.meta.url).pathname}`, CPU_PROFILE_DIR: profileDir } : {};
const DOORS = ['1A', '2A', '3A', '1B', '2B', '3B', '1C', '2C', '3C'];

/** A schedule file whose TMP numbers start with `prefix`; ETAs are wall-clock texts in the coming weeks. */
function scheduleFile(prefix) {
  const grid = [['TMP Number', 'Door', 'Dock Location', 'Estimated Completion', 'PO Numbers']];
  const start = Date.now() + 86_400_000;
  for (let i = 1; i <= ROWS; i++) {
    const eta = new Date(start + i * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    const po = `PO-${prefix}-${i}`;
    grid.push([`${prefix}-${String(i).padStart(5, '0')}`, DOORS[i % 9], `Dock ${'ABCD'[i % 4]}`, eta, i % 5 === 0 ? `${po}, ${po}-B` : po]);
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(grid), 'Schedule');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' });
}

const copyText = (value) => (value === null || value === undefined || value === '' ? '\\N' : String(value).replace(/[\\\t\n\r]/g, (c) => `\\${c}`));

/** Baseline: parse with SheetJS, then one COPY of every data row into a scratch table. */
async function baseline(databaseUrl, file) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create temp table if not exists schedule_scratch (tmp_number text, door text, dock text, eta text, po_numbers text)');
    await client.query('truncate schedule_scratch');
    const started = performance.now();
    const workbook = XLSX.read(file, { type: 'buffer', dense: true });
    const rows = XLSX.utils.sheet_to_json(workbook.Sheets[workbook.SheetNames[0]], { header: 1, raw: true, defval: null }).slice(1);
    const lines = rows.map((cells) => `${cells.slice(0, 5).map(copyText).join('\t')}\n`);
    await pipeline(Readable.from(lines), client.query(copyFrom('copy schedule_scratch from stdin')));
    const ms = performance.now() - started;
    const { rows: [{ count }] } = await client.query('select count(*)::int as count from schedule_scratch');
    if (count !== ROWS) throw new Error(`baseline copied ${count} rows`);
    return ms;
  } finally {
    await client.end();
  }
}

/** Where a queued import's time went, from the last completed job's hash: waiting, running, then reaching the answer. */
async function jobPhases({ REDIS_URL, REDIS_KEY_PREFIX }, answeredAt) {
  const redis = new Redis(REDIS_URL);
  try {
    const queue = `${REDIS_KEY_PREFIX}bull:dock-schedule-import`;
    const [id] = await redis.zrange(`${queue}:completed`, -1, -1);
    const job = await redis.hgetall(`${queue}:${id}`);
    const answered = performance.timeOrigin + answeredAt;
    return `job queued ${job.processedOn - job.timestamp} ms, ran ${job.finishedOn - job.processedOn} ms, answered ${(answered - job.finishedOn).toFixed(0)} ms after`;
  } finally {
    redis.disconnect();
  }
}

/**
 * What the uploader's bar does: the pushes of `import.progress` as they arrive, and the longest time the
 * bar stood still (from the request to the first push, between two pushes, or from the last push to the answer).
 */
async function watchProgress(url, cookie) {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { cookie, origin: url } });
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
  const pushes = [];
  socket.on('import.progress', ({ percent }) => pushes.push({ at: performance.now(), percent }));
  // What every other signed-in screen receives about the import: the shipments' pushes, or one bulk push.
  const screenPushes = [];
  socket.onAny((event, ...args) => event !== 'import.progress' && screenPushes.push({ at: performance.now(), bytes: JSON.stringify(args).length }));
  return {
    stillest(started, answered) {
      let longest = { ms: 0, at: 0 };
      let last = { at: started, percent: 0 };
      for (const push of [...pushes.filter((p) => p.at >= started), { at: answered, percent: 'answer' }]) {
        if (push.at - last.at > longest.ms) longest = { ms: push.at - last.at, at: last.percent };
        last = push;
      }
      return `bar still at most ${longest.ms.toFixed(0)} ms (at ${longest.at}%), ${pushes.length} pushes`;
    },
    /** Once no push has come for a second: how many a screen got, their size, and when the last came. */
    async screens(answered) {
      const quiet = () => performance.now() - (screenPushes.at(-1)?.at ?? answered) > 1000;
      while (!quiet() && performance.now() - answered < 60_000) await new Promise((resolve) => setTimeout(resolve, 100));
      socket.close();
      const bytes = screenPushes.reduce((sum, push) => sum + push.bytes, 0);
      const size = bytes < 10_240 ? `${bytes} B` : `${(bytes / 1024).toFixed(0)} KB`;
      const lastAt = screenPushes.length ? screenPushes.at(-1).at - answered : 0;
      const last = screenPushes.length ? `, the last ${Math.abs(lastAt).toFixed(0)} ms ${lastAt < 0 ? 'before' : 'after'} the answer` : '';
      return `a screen got ${screenPushes.length} pushes (${size} of JSON)${last}`;
    },
  };
}

async function importThroughApp(env, label) {
  const app = await startApp({ ...env, ...profiling });
  try {
    const register = await fetch(`${app.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ username: 'bench-admin', password: 'secret-pass' }),
    });
    const cookie = register.headers.get('set-cookie').split(';')[0];
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const file = scheduleFile(`IMP${label}${run}`);
      const base = await baseline(app.databaseUrl, file);
      const form = new FormData();
      form.append('file', new Blob([file]), 'schedule.xlsx');
      const progress = await watchProgress(app.url, cookie);
      const started = performance.now();
      const response = await fetch(`${app.url}/api/dock-schedule/import`, { method: 'POST', headers: { cookie, origin: app.url }, body: form });
      const ms = performance.now() - started;
      const result = await response.json();
      if (response.status !== 201 && response.status !== 200) throw new Error(`import answered ${response.status}: ${JSON.stringify(result)}`);
      if (result.success !== ROWS || result.errors.length) throw new Error(`import: ${result.success} of ${result.total}, errors ${result.errors.slice(0, 3)}`);
      const queued = env.REDIS_URL ? `; ${await jobPhases(env, started + ms)}` : '';
      const bar = progress.stillest(started, started + ms);
      const screens = await progress.screens(started + ms);
      console.log(`${label} run ${run + 1}: file ${(file.length / 1024).toFixed(0)} KB, import ${ms.toFixed(0)} ms, baseline ${base.toFixed(0)} ms; ${bar}${queued}; ${screens}`);
      runs.push({ ms, base });
    }
    return runs;
  } finally {
    await app.stop();
  }
}

// Issue 17's targets: the import end to end at most this many times the baseline.
const modes = [{ label: 'in-process (no REDIS_URL)', env: {}, target: 2 }];
if (process.env.REDIS_URL) modes.push({ label: 'BullMQ queue (REDIS_URL)', env: { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `bench-import-${Date.now()}:` }, target: 3 });
else console.log('REDIS_URL not set: the queued mode is skipped');
const table = [];
for (const { label, env, target } of modes) {
  const runs = await importThroughApp(env, label.startsWith('in') ? 'P' : 'Q');
  const best = Math.min(...runs.map((run) => run.ms));
  const base = Math.min(...runs.map((run) => run.base));
  table.push({ mode: label, 'baseline ms': base.toFixed(0), 'import ms': best.toFixed(0), ratio: (best / base).toFixed(1), target: `<= ${target.toFixed(1)}x`, met: best <= target * base ? 'PASS' : 'FAIL' });
}
printTable(`Dock schedule import, ${ROWS.toLocaleString('en-US')} rows (best of ${RUNS}; baseline = SheetJS parse + one COPY)`, table);
process.exit(0);
