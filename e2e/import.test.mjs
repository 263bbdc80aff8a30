// Issue 7: the dock schedule import in the browser: a floor lead uploads a day's schedule, watches
// the job's progress, reads which rows failed and why, and sees the imported shipments appear on
// the dashboard open in another tab, without reloading it, from one bulk push rather than a push per
// row. With REDIS_URL the job runs on BullMQ.
// Also: with REDIS_URL set but Redis down, an upload answers 503 at once and stores nothing; and the
// export (issue 7) downloads in its new window, which shows a refusal as words rather than JSON.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as XLSX from 'xlsx';
import { expectToast, freePort, launchBrowser, registerAccount, screenshot, signedInPage, startApp } from './support.mjs';

const WAIT_MS = 20_000;
const ROWS = 1_500;
/** Rows the server must refuse, with the reason it must give (1-based spreadsheet row numbers). */
const BAD_ROWS = [
  { index: 10, row: ['', '1A', 'Dock A', '', ''], reason: 'Row 12: TMP number is required' },
  { index: 20, row: ['TMP-IMP-BADDATE', '1A', 'Dock A', 'next Tuesday', ''], reason: 'Row 22:' },
];

const tmpNumber = (index) => `TMP-IMP-${String(index).padStart(5, '0')}`;

/** The next day's schedule as Excel writes it: headers in row 1, then one shipment per row, due over ten hours. */
function scheduleWorkbook() {
  const rows = [['TMP Number', 'Container Door', 'Dock Location', 'Estimated Completion', 'PO Numbers']];
  const tomorrow = Date.now() + 24 * 3600_000;
  for (let index = 0; index < ROWS; index++) {
    const eta = new Date(tomorrow + (index % 10) * 3600_000);
    rows.push([tmpNumber(index), `${1 + (index % 3)}${'ABC'[Math.floor(index / 3) % 3]}`, `Dock ${'ABC'[index % 3]}`, eta, `PO-IMP-${index}`]);
  }
  for (const { index, row } of BAD_ROWS) rows[index + 1] = row;
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Schedule');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' });
}

let browser;
const apps = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  for (const app of apps) await app.stop();
});

test('a floor lead imports a schedule, watches its progress and finds the shipments on the dashboard', async () => {
  const redis = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `e2e-import-${Date.now()}:` } : {};
  const app = await startApp(redis);
  apps.push(app);
  const { cookie } = await registerAccount(app, { username: 'flo-lead', password: 'flo-password', firstName: 'Flo', lastName: 'Lead' });

  const dashboard = await signedInPage(browser, app, cookie, { timeout: WAIT_MS });
  const dashboardFrames = [];
  dashboard.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => dashboardFrames.push(String(payload))));
  await dashboard.goto(`${app.url}/`);
  await dashboard.getByLabel('Search shipments').fill(tmpNumber(ROWS - 1));
  await dashboard.getByText('No Shipments Found').first().waitFor();

  const page = await signedInPage(browser, app, cookie, { timeout: WAIT_MS });
  await page.goto(`${app.url}/dock-import`);
  await page.getByRole('heading', { name: 'Dock Schedule Import' }).waitFor();

  await page.getByLabel('Dock schedule file').setInputFiles({ name: 'schedule.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n') });
  await expectToast(page, 'Invalid File Type', 'Please select an Excel file (.xlsx or .xls)');

  await page.getByLabel('Dock schedule file').setInputFiles({
    name: 'day-schedule.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: scheduleWorkbook(),
  });
  await page.getByText('day-schedule.xlsx').waitFor();
  // Every progress text the screen shows while the job runs, however briefly.
  await page.evaluate(() => {
    window.progressSeen = [];
    new MutationObserver(() => {
      const text = document.querySelector('.dock-import-progress [role="status"]')?.textContent;
      if (text && window.progressSeen.at(-1) !== text) window.progressSeen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Import' }).click();

  await expectToast(page, 'Import Completed', `Successfully imported ${ROWS - BAD_ROWS.length} out of ${ROWS} records`);
  const progressSeen = await page.evaluate(() => window.progressSeen);
  const percents = progressSeen.map((text) => /^(?:Reading the file|Checking rows|Saving rows): (\d+)%$/.exec(text)?.[1]).filter(Boolean).map(Number);
  assert.ok(percents.some((percent) => percent > 0 && percent < 100), `the job's progress was shown on the way: ${JSON.stringify(progressSeen)}`);
  assert.deepEqual([...percents].sort((a, b) => a - b), percents, 'the progress only goes forward');

  await page.getByText(`Imported ${ROWS - BAD_ROWS.length} of ${ROWS} records`).waitFor();
  const errors = await page.getByRole('list', { name: /Errors/ }).getByRole('listitem').allInnerTexts();
  assert.equal(errors.length, BAD_ROWS.length);
  for (const [position, { reason }] of BAD_ROWS.entries()) assert.ok(errors[position].startsWith(reason), `${errors[position]} names ${reason}`);
  await screenshot(page, 'import-results');

  // The dashboard in the other tab shows the new shipment without a reload, told by one push.
  const row = dashboard.getByRole('row', { name: new RegExp(tmpNumber(ROWS - 1)) });
  await row.waitFor();
  assert.match(await row.innerText(), /Dock [ABC]/);
  assert.equal(dashboardFrames.filter((frame) => frame.includes('"bulk.changed"')).length, 1);
  assert.deepEqual(dashboardFrames.filter((frame) => frame.includes('"shipment.changed"')), []);
  await screenshot(dashboard, 'import-dashboard');
});

test('with REDIS_URL set and Redis down, an upload answers 503 at once and stores nothing', async () => {
  const app = await startApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, REDIS_KEY_PREFIX: 'e2e-import-down:' });
  apps.push(app);
  const { cookie } = await registerAccount(app, { username: 'flo-lead', password: 'flo-password' });
  const form = new FormData();
  form.append('file', new Blob([scheduleWorkbook()]), 'schedule.xlsx');

  const startedAt = performance.now();
  const response = await fetch(`${app.url}/api/dock-schedule/import`, { method: 'POST', headers: { cookie, origin: app.url }, body: form });
  const elapsedMs = performance.now() - startedAt;

  assert.equal(response.status, 503);
  const body = await response.json();
  assert.equal(body.code, 'SERVICE_UNAVAILABLE');
  assert.match(body.message, /job queue/i);
  assert.ok(elapsedMs < 3_000, `answered in ${Math.round(elapsedMs)} ms`);
  const list = await fetch(`${app.url}/api/shipments`, { headers: { cookie } }).then((answer) => answer.json());
  assert.equal(list.total, 0);
});

test('Export Data opens the export in a new window, which downloads it; signed out, that window says why in words', async () => {
  const app = await startApp();
  apps.push(app);
  const { cookie } = await registerAccount(app, { username: 'exa-lead', password: 'exa-password', firstName: 'Exa', lastName: 'Lead' });
  const page = await signedInPage(browser, app, cookie, { timeout: WAIT_MS });
  await page.goto(`${app.url}/`);
  const [exported] = await Promise.all([
    page.context().waitForEvent('response', (response) => response.url().includes('/api/export/shipments')),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  assert.equal(exported.status(), 200);
  assert.match(exported.headers()['content-disposition'], /^attachment; filename="dockflow-shipments-\d{4}-\d{2}-\d{2}\.xlsx"$/);
  await expectToast(page, 'Export Started', 'The shipments export opens in a new window.');

  const signedOut = await (await browser.newContext()).newPage();
  const refused = await signedOut.goto(`${app.url}/api/export/shipments`);
  assert.equal(refused.status(), 401);
  await signedOut.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  await signedOut.getByText('You are not signed in.').waitFor();
  await signedOut.getByRole('link', { name: 'Back to DockFlow' }).click();
  await signedOut.waitForURL(`${app.url}/`);
  await signedOut.context().close();
});
