// Issue 13: pushes apply data. A loading row recorded on the Container Loading screen costs its
// sender one request (the POST); another Container Loading screen of the same shipment and that
// shipment's page make none, and both show the new row and the server's progress from the pushes.
// The data is set up through the API; the requests are counted in the browser (page.on('request')).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { callApi, choose, expectToast, launchBrowser, loadingProgress, registerAccount, screenshot, shipmentAtLoading, signIn, signedInPage, startApp } from './support.mjs';

const WAIT_MS = 10_000;
/** How long a screen must make no request to count as settled. */
const QUIET_MS = 1_500;
const SHIPMENT = { tmpNumber: 'TMP-LIVE-1', door: '2B', dock: 'Dock B', po: 'PO-LIVE-1' };
const OPERATOR = { username: 'olive', password: 'olive-password', firstName: 'Olive', lastName: 'Operator' };
const RECORDED_ROWS = 3;

let app;
let browser;
let shipment;

const call = (cookie, method, path, body) => callApi(app, cookie, method, path, body);

/**
 * A signed-in page whose API requests are written down as "METHOD /path" (the Socket.IO transport
 * is not an API request), with a way to wait until it has made none for a while.
 */
async function watchedPage(cookie) {
  const page = await signedInPage(browser, app, cookie, { timeout: WAIT_MS });
  const requests = [];
  let pending = 0;
  let lastActivity = Date.now();
  const isApi = (request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    pending += 1;
    lastActivity = Date.now();
  });
  const settled = (request) => {
    if (!isApi(request)) return;
    pending -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const quiet = async () => {
    const deadline = Date.now() + WAIT_MS;
    while (pending > 0 || Date.now() - lastActivity < QUIET_MS) {
      assert.ok(Date.now() < deadline, `the page kept making requests: ${requests.slice(-5).join(', ')}`);
      await page.waitForTimeout(100);
    }
  };
  return { page, requests, quiet };
}

/** The live connection is up (the header's badge says so), so the page receives the pushes. */
const live = (page) => page.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();

async function openContainerLoading(screen) {
  await screen.page.goto(`${app.url}/container-loading`);
  await screen.page.getByRole('heading', { name: 'Container Loading' }).first().waitFor();
  await choose(screen.page, 'Shipment', `${SHIPMENT.tmpNumber} (Loading, ${SHIPMENT.door}, ${SHIPMENT.dock})`);
  await screen.page.getByText(`${RECORDED_ROWS} of 20 rows loaded`).waitFor();
  await screen.page.getByLabel(`Progress ${shipment.progressPercentage}%`).first().waitFor();
  await live(screen.page);
}

async function openShipmentPage(screen) {
  await screen.page.goto(`${app.url}/shipments/${shipment.id}`);
  await screen.page.getByRole('heading', { name: SHIPMENT.tmpNumber }).waitFor();
  await screen.page.getByText(`${RECORDED_ROWS} of 20 rows loaded`).waitFor();
  await screen.page.getByText(`Row ${RECORDED_ROWS} · ${RECORDED_ROWS} of 20 rows · ${shipment.progressPercentage}%`).waitFor();
  await live(screen.page);
}

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const admin = await registerAccount(app, { username: 'ada', password: 'ada-password', firstName: 'Ada', lastName: 'Admin' });
  await call(admin.cookie, 'POST', '/users', { ...OPERATOR, role: 'operator' });
  shipment = await shipmentAtLoading(app, admin.cookie, SHIPMENT, RECORDED_ROWS);
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

test('a recorded row costs its sender one request, and the screens watching it none', async () => {
  // A session of its own for each screen, as three people on three devices.
  const sender = await watchedPage(await signIn(app, OPERATOR));
  const watcher = await watchedPage(await signIn(app, OPERATOR));
  const shipmentPage = await watchedPage(await signIn(app, OPERATOR));
  await openContainerLoading(sender);
  await openContainerLoading(watcher);
  await openShipmentPage(shipmentPage);
  const screens = { sender, watcher, shipmentPage };
  await Promise.all(Object.values(screens).map((screen) => screen.quiet()));
  const before = Object.fromEntries(Object.entries(screens).map(([name, screen]) => [name, screen.requests.length]));

  const row = RECORDED_ROWS + 1;
  const progress = loadingProgress(row);
  assert.equal(await sender.page.getByLabel('Row Number').inputValue(), String(row));
  await sender.page.getByRole('button', { name: 'Record Row' }).click();

  await expectToast(sender.page, 'Row Complete', `Row ${row} of ${SHIPMENT.tmpNumber} is loaded: ${progress}% (${row} of 20 rows).`);
  for (const { page } of [sender, watcher]) {
    const grid = page.getByRole('list', { name: `Loading rows of ${SHIPMENT.tmpNumber}` });
    await grid.getByRole('listitem').filter({ hasText: `Row ${row}` }).filter({ hasText: 'Loaded' }).waitFor();
    await page.getByText(`${row} of 20 rows loaded`).waitFor();
    await page.getByLabel(`Progress ${progress}%`).first().waitFor();
  }
  await shipmentPage.page.getByRole('list', { name: 'Loading rows' }).getByRole('listitem', { name: new RegExp(`^Row ${row}: loaded`) }).waitFor();
  await shipmentPage.page.getByText(`${row} of 20 rows loaded`).waitFor();
  await shipmentPage.page.getByLabel(`Progress ${progress}%`).waitFor();
  await shipmentPage.page.getByText(`Row ${row} · ${row} of 20 rows · ${progress}%`).waitFor();

  await Promise.all(Object.values(screens).map((screen) => screen.quiet()));
  const made = Object.fromEntries(Object.entries(screens).map(([name, screen]) => [name, screen.requests.slice(before[name])]));
  console.log(`API requests after recording row ${row}: ${JSON.stringify(made)}`);
  await screenshot(watcher.page, 'live-pushes-watcher');
  await screenshot(shipmentPage.page, 'live-pushes-shipment-page');
  assert.deepEqual(made, { sender: ['POST /api/container-loading'], watcher: [], shipmentPage: [] });
});
