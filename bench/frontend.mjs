// Frontend weight and first screen (issue 8), in headless Debian Chromium through playwright-core:
// gzipped JS loaded by the sign-in page (/auth) and by the dashboard (route-level code splitting;
// budget 250 KB for the first screen), every script response gzipped here with zlib (level 9, as a
// server would send it), and the dashboard's time from navigation to 25 table rows visible, on a
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
const BUDGET_KB = 250;
const gzipKb = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;

async function bundleKb() {
  const dir = new URL('../frontend/dist/assets/', import.meta.url);
  let total = 0;
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.js'))) total += gzipKb(await readFile(new URL(name, dir)));
  return total;
}

/** Opens `path` in a fresh context and sums the gzipped bodies of the scripts it loaded. */
async function scriptsFor(browser, url, path, cookie) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (cookie) await context.addCookies([{ name: cookie.name, value: cookie.value, url }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => ({ file: new URL(response.url()).pathname, kb: gzipKb(body) })));
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
  const authKb = authFiles.reduce((sum, file) => sum + file.kb, 0);
  await auth.context.close();

  // Dashboard: signed in, until 25 rows of the shipment table are visible.
  const times = [];
  let dashboardKb = 0;
  let dashboardFiles = [];
  for (let run = 0; run < RUNS; run++) {
    const dash = await scriptsFor(browser, app.url, '/', cookie);
    const rows = dash.page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'TMP-' });
    await rows.nth(24).waitFor({ state: 'visible', timeout: 30_000 });
    times.push(performance.now() - dash.started);
    await dash.page.waitForLoadState('networkidle');
    dashboardFiles = await Promise.all(dash.scripts);
    dashboardKb = dashboardFiles.reduce((sum, file) => sum + file.kb, 0);
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
  printTable('Frontend: gzipped JS (KB) and time to 25 dashboard rows (ms), 100k shipments', [
    { figure: 'JS for /auth (sign-in)', baseline: `${all.toFixed(0)} (whole bundle)`, app: authKb.toFixed(0), ratio: (authKb / all).toFixed(2), target: `<= ${BUDGET_KB}`, met: authKb <= BUDGET_KB ? 'PASS' : 'FAIL' },
    { figure: `JS for / (dashboard, ${dashboardFiles.length} files)`, baseline: `${all.toFixed(0)} (whole bundle)`, app: dashboardKb.toFixed(0), ratio: (dashboardKb / all).toFixed(2), target: `<= ${BUDGET_KB}`, met: dashboardKb <= BUDGET_KB ? 'PASS' : 'FAIL' },
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
