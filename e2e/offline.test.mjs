// Issue 16, the dead zone: the app shell opens without network (service worker), loading rows recorded
// while the browser is offline wait on the device and are stored once each, in order, when it is back;
// a row whose answer was lost is sent again with its Idempotency-Key and applied once; a queued row the
// server refuses is shown to its author with the reason. The data is set up through the API.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { callApi, choose, launchBrowser, registerAccount, screenshot, shipmentAtLoading, signIn, signedInPage, startApp } from './support.mjs';

const SHIPMENT = { tmpNumber: 'TMP-OFF-1', door: '2B', dock: 'Dock B', po: 'PO-OFF-1' };
const OPERATOR = { username: 'olive', password: 'olive-password', firstName: 'Olive', lastName: 'Operator' };

let app;
let browser;
let admin;
let shipment;
let page;

/** The rows stored for the shipment, in the order they were stored, and the row numbers of its LoadingRowRecorded events in log order. */
async function stored() {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const rows = await client.query('select row_number from container_loading_records where shipment_id = $1 order by created_at, row_number', [shipment.id]);
    const events = await client.query(`select payload from domain_events where shipment_id = $1 and type = 'LoadingRowRecorded' order by sequence`, [shipment.id]);
    return {
      rows: rows.rows.map((row) => row.row_number),
      events: events.rows.map(({ payload }) => payload.details?.rowNumber ?? payload.rowNumber),
    };
  } finally {
    await client.end();
  }
}

const cell = (rowNumber) => page.getByRole('listitem').filter({ has: page.getByText(`Row ${rowNumber}`, { exact: true }) });

async function recordRow(rowNumber) {
  await page.getByLabel('Row Number').fill(String(rowNumber));
  // Enter submits the form (a toast may cover the button at this width).
  await page.getByLabel('Row Number').press('Enter');
}

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  admin = await registerAccount(app, { username: 'ada', password: 'ada-password', firstName: 'Ada', lastName: 'Admin' });
  await callApi(app, admin.cookie, 'POST', '/users', { ...OPERATOR, role: 'operator' });
  shipment = await shipmentAtLoading(app, admin.cookie, SHIPMENT);
  page = await signedInPage(browser, app, await signIn(app, OPERATOR));
  await page.goto(`${app.url}/container-loading`);
  await page.getByRole('heading', { name: 'Container Loading' }).first().waitFor();
  // The service worker has precached the app shell and controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await choose(page, 'Shipment', `${SHIPMENT.tmpNumber} (Loading, ${SHIPMENT.door}, ${SHIPMENT.dock})`);
  await page.getByText('0 of 20 rows loaded').waitFor();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

test('three rows recorded offline wait on the device, then are stored once each, in order', async () => {
  await page.context().setOffline(true);
  for (const rowNumber of [1, 2, 3]) {
    await recordRow(rowNumber);
    await cell(rowNumber).getByText('Waiting to send').waitFor();
  }
  await page.getByText(`Waiting to send: Row 1 of ${SHIPMENT.tmpNumber}, Row 2 of ${SHIPMENT.tmpNumber}, Row 3 of ${SHIPMENT.tmpNumber}`).waitFor();
  await screenshot(page, 'offline-01-rows-waiting');
  assert.deepEqual(await stored(), { rows: [], events: [] });

  await page.context().setOffline(false);
  for (const rowNumber of [1, 2, 3]) await cell(rowNumber).getByText(/^Loaded /).waitFor();
  await page.getByText('Waiting to send:').waitFor({ state: 'detached' });
  assert.deepEqual(await stored(), { rows: [1, 2, 3], events: [1, 2, 3] });
  await screenshot(page, 'offline-02-rows-sent');
});

test('a row whose answer was lost is sent again with its key and applied once', async () => {
  const keys = [];
  let dropped = false;
  await page.route('**/api/container-loading', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (dropped) return route.continue();
    dropped = true;
    // The server receives the row and answers; the answer is lost on the way back.
    await route.fetch();
    await route.abort('connectionreset');
  });
  // The dropped answer fires no response event: the first one seen is the resent command's.
  const resent = page.waitForResponse((response) => response.url().endsWith('/api/container-loading'));

  await recordRow(4);
  const answer = await resent;
  await cell(4).getByText(/^Loaded /).waitFor();
  await page.unroute('**/api/container-loading');

  assert.equal(keys.length, 2, `requests: ${keys.length}`);
  assert.equal(keys[0], keys[1]);
  assert.equal(answer.status(), 201);
  assert.equal(answer.headers()['idempotent-replayed'], 'true');
  assert.deepEqual(await stored(), { rows: [1, 2, 3, 4], events: [1, 2, 3, 4] });
});

test('a queued row the server refuses is shown to its author with the reason and the notes typed', async () => {
  await page.context().setOffline(true);
  await page.getByLabel('Notes', { exact: true }).fill('Pallet wrap torn');
  await recordRow(5);
  await cell(5).getByText('Waiting to send').waitFor();
  // Meanwhile someone else records row 5.
  await callApi(app, admin.cookie, 'POST', '/container-loading', { shipmentId: shipment.id, rowNumber: 5 });

  await page.context().setOffline(false);
  const refusal = page.getByRole('alert').filter({ hasText: `Not recorded: Row 5 of ${SHIPMENT.tmpNumber} (notes: "Pallet wrap torn")` });
  await refusal.getByText(`Row 5 of shipment ${SHIPMENT.tmpNumber} is already recorded.`).waitFor();
  await screenshot(page, 'offline-03-row-refused');
  assert.deepEqual(await stored(), { rows: [1, 2, 3, 4, 5], events: [1, 2, 3, 4, 5] });

  // It stays until its author has read it, also across a reload.
  await page.reload();
  await choose(page, 'Shipment', `${SHIPMENT.tmpNumber} (Loading, ${SHIPMENT.door}, ${SHIPMENT.dock})`);
  await refusal.waitFor();
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  await refusal.waitFor({ state: 'detached' });
});

test('a reload without network still opens the screen, as the user signed in on this device, its waiting rows in sight', async () => {
  await choose(page, 'Shipment', `${SHIPMENT.tmpNumber} (Loading, ${SHIPMENT.door}, ${SHIPMENT.dock})`);
  await page.context().setOffline(true);
  await recordRow(6);
  await cell(6).getByText('Waiting to send').waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Container Loading' }).first().waitFor();
  await page.getByRole('button', { name: `User menu: ${OPERATOR.firstName} ${OPERATOR.lastName}` }).waitFor();
  // The containers cannot be listed without a network, so none is shown; its waiting row still is.
  await page.getByRole('alert').filter({ hasText: 'Waiting to send: Row 6' }).waitFor();
  await screenshot(page, 'offline-04-reload-offline');
  await page.context().setOffline(false);
  await page.getByRole('alert').filter({ hasText: 'Waiting to send: Row 6' }).waitFor({ state: 'detached' });
  assert.deepEqual((await stored()).rows, [1, 2, 3, 4, 5, 6]);
});
