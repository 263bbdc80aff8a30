// The browser tests (npm run test:e2e): one file at a time, as they share the machine's cores with
// Chromium and the apps they start (two at once made the camera-scanning tests miss their waits).
// The one exception is the display test, which spends 70 s waiting out the session idle limit: it runs
// beside the others, and its report is printed after theirs. Extra arguments pick files, all run in turn.
// Without DATABASE_URL, one embedded PostgreSQL (the app's own, from the build) serves the whole run: each
// app still gets a fresh database on it, and a test can read that database, or start an app again on it,
// after the app that made it has stopped (an app's own embedded server would stop with it).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { startPostgres } from '../e2e/support.mjs';

const BESIDE = 'e2e/displays.test.mjs';

/** An embedded PostgreSQL in a temp dir for this run, unless DATABASE_URL names a server. */
async function databaseServer() {
  if (process.env.DATABASE_URL) return { stop: async () => undefined };
  const server = await startPostgres();
  process.env.DATABASE_URL = server.url;
  return server;
}

function runTests(files, { quiet }) {
  const child = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  let report = '';
  child.stdout?.on('data', (chunk) => (report += chunk));
  child.stderr?.on('data', (chunk) => (report += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, report })));
}

const chosen = process.argv.slice(2);
const files = chosen.length
  ? chosen
  : readdirSync('e2e')
      .filter((name) => name.endsWith('.test.mjs'))
      .sort()
      .map((name) => `e2e/${name}`);
const database = await databaseServer();
const lanes = files.includes(BESIDE) && files.length > 1
  ? [runTests([BESIDE], { quiet: true }), runTests(files.filter((file) => file !== BESIDE), { quiet: false })]
  : [runTests(files, { quiet: false })];

const results = await Promise.all(lanes);
await database.stop();
for (const { report } of results) process.stdout.write(report);
process.exitCode = results.some(({ code }) => code !== 0) ? 1 : 0;
