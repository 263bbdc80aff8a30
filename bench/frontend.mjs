// Frontend weight and first screen (issue 8), in headless Debian Chromium through playwright-core:
// compressed JS loaded by the sign-in page (/auth, budget 150 KB) and by the dashboard (budget 250 KB):
// as sent (the encoded body size of each script response: brotli from the server's precompressed
// files, docs/performance.md) and, for comparison, every body gzipped here with zlib level 9; and the dashboard's time from navigation to 25 table rows visible, on a
// database of 100,000 shipments (bench/seed.mjs). Baseline for the size: the whole bundle
// (every .js under frontend/dist/assets), gzipped the same way. Baseline for the time: the page's
// own list request, GET /api/shipments?page=1&pageSize=25, timed from Node.
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/frontend.mjs
import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startApp } from '../e2e/support.mjs';
import { printTable } from './lib/load.mjs';
import { seed } from './seed.mjs';

const RUNS = 3;
const BUDGET_KB = { auth: 150, dashboard: 250 };
const gzipKb = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;
const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);

async function bundleKb() {
  const dir = new URL('../frontend/dist/assets/', import.meta.url);
  let total = 0;
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.js'))) total += gzipKb(await readFile(new URL(name, dir)));
  return total;
}

/** Opens `path` in a fresh context and records the scripts it loaded: KB as sent, and gzipped here. */
async function scriptsFor(browser, url, path, cookie) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (cookie) await context.addCookies([{ name: cookie.name, value: cookie.value, url }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(
        Promise.all([response.body(), response.request().sizes(), response.headerValue('content-encoding')]).then(([body, sizes, encoding]) => ({
          file: new URL(response.url()).pathname,
          kb: gzipKb(body),
          sentKb: sizes.responseBodySize / 1024,
          encoding: encoding ?? 'identity',
        })),
      );
  });
  const started = performance.now();
  await page.goto(`${url}${path}`);
  return { context, page, started, scripts };
}

const app = await startApp();
const browser = await launchBrowser();
try {
  const register = await fetch(`${app.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ username: 'bench-admin', password: 'secret-pass', firstName: 'Bench', lastName: 'Admin' }),
  });
  const raw = register.headers.get('set-cookie').split(';')[0];
  const cookie = { name: raw.slice(0, raw.indexOf('=')), value: raw.slice(raw.indexOf('=') + 1) };
  const { counts, seconds } = await seed(app.databaseUrl);
  console.log(`seeded ${counts.shipments} shipments in ${seconds.toFixed(0)} s`);

  // Sign-in page: a visitor with no session.
  const auth = await scriptsFor(browser, app.url, '/auth');
  await auth.page.getByRole('tab', { name: 'Sign In' }).waitFor();
  await auth.page.waitForLoadState('networkidle');
  const authFiles = await Promise.all(auth.scripts);
  await auth.context.close();

  // Dashboard: signed in, until 25 rows of the shipment table are visible.
  const times = [];
  let dashboardFiles = [];
  for (let run = 0; run < RUNS; run++) {
    const dash = await scriptsFor(browser, app.url, '/', cookie);
    const rows = dash.page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'TMP-' });
    await rows.nth(24).waitFor({ state: 'visible', timeout: 30_000 });
    times.push(performance.now() - dash.started);
    await dash.page.waitForLoadState('networkidle');
    dashboardFiles = await Promise.all(dash.scripts);
    await dash.context.close();
  }
  const listTimes = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${app.url}/api/shipments?page=1&pageSize=25`, { headers: { cookie: raw } });
    await response.json();
    listTimes.push(performance.now() - started);
  }
  const all = await bundleKb();
  const best = Math.min(...times);
  const encodings = [...new Set([...authFiles, ...dashboardFiles].map((file) => file.encoding))].join('/');
  const weightRows = (label, files, budget) => [
    { figure: `JS for ${label}, as sent (${encodings}), ${files.length} files`, baseline: `${all.toFixed(0)} (whole bundle, gzip)`, app: sum(files, 'sentKb').toFixed(0), ratio: (sum(files, 'sentKb') / budget).toFixed(2), target: `<= ${budget}`, met: sum(files, 'sentKb') <= budget ? 'PASS' : 'FAIL' },
    { figure: `JS for ${label}, gzip 9`, baseline: `${all.toFixed(0)} (whole bundle, gzip)`, app: sum(files, 'kb').toFixed(0), ratio: (sum(files, 'kb') / budget).toFixed(2), target: `<= ${budget}`, met: sum(files, 'kb') <= budget ? 'PASS' : 'FAIL' },
  ];
  printTable('Frontend: compressed JS (KB; ratio = figure / budget) and time to 25 dashboard rows (ms), 100k shipments', [
    ...weightRows('/auth (sign-in)', authFiles, BUDGET_KB.auth),
    ...weightRows('/ (dashboard)', dashboardFiles, BUDGET_KB.dashboard),
    { figure: `navigation -> 25 rows (best of ${RUNS})`, baseline: `${Math.min(...listTimes).toFixed(0)} (list API)`, app: best.toFixed(0), ratio: (best / Math.min(...listTimes)).toFixed(1), target: 'reported', met: '-' },
  ]);
  console.log(`all dashboard runs (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`);
  const largest = (files) => [...files].sort((a, b) => b.kb - a.kb).slice(0, 5).map((file) => `${file.file.replace('/assets/', '')} ${file.kb.toFixed(0)}`).join(', ');
  console.log(`largest scripts, /auth (${authFiles.length} files): ${largest(authFiles)}`);
  console.log(`largest scripts, dashboard: ${largest(dashboardFiles)}`);
} finally {
  await browser.close();
  await app.stop();
}
process.exit(0);
