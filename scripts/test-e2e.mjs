// The browser tests (npm run test:e2e): one file at a time, as they share the machine's cores with
// Chromium and the apps they start (two at once made the camera-scanning tests miss their waits).
// The one exception is the display test, which spends 70 s waiting out the session idle limit: it runs
// beside the others, and its report is printed after theirs. Extra arguments pick files, all run in turn.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

const BESIDE = 'e2e/displays.test.mjs';

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
const lanes = files.includes(BESIDE) && files.length > 1
  ? [runTests([BESIDE], { quiet: true }), runTests(files.filter((file) => file !== BESIDE), { quiet: false })]
  : [runTests(files, { quiet: false })];

const results = await Promise.all(lanes);
for (const { report } of results) process.stdout.write(report);
process.exitCode = results.some(({ code }) => code !== 0) ? 1 : 0;
