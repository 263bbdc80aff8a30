// Issues 5 to 7: the boards over real data: dashboard, trucker status, spotter board, completed
// loads, the shipment page and the wall display (live updates, and recovery after a server restart).
// The data is set up through the API; every check is made in the browser.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { callApi, choose, expectToast, launchBrowser, loadingProgress, registerAccount, screenshot, signIn, signedInPage as signedInPageOf, startApp } from './support.mjs';

const WAIT_MS = 10_000;
/** socket.io-client waits up to 5 s (randomised) between reconnection attempts. */
const RECONNECT_WAIT_MS = 20_000;

const COMPLETED = { tmpNumber: 'TMP-DONE-1', door: '1A', dock: 'Dock A', po: 'PO-DONE-1', driver: 'Dana Done', truck: 'TRK-101' };
const LOADING = { tmpNumber: 'TMP-LOAD-1', door: '2B', dock: 'Dock B', po: 'PO-LOAD-1', driver: 'Lou Loading', truck: 'TRK-202', rows: 3 };
const SPOTTER = { username: 'sam-spotter', firstName: 'Sam', lastName: 'Spotter' };
const FORKLIFT = { username: 'fran-forklift', firstName: 'Fran', lastName: 'Forklift', password: 'fran-password' };

let app;
/** The instance started in the first one's place (same database, same port) in the wall display test. */
let restarted;
let browser;
let admin;
const shipments = {};

// ---------------------------------------------------------------- API set-up

/** Calls the API as the holder of `cookie`; fails the set-up on any non-2xx answer. */
const call = (cookie, method, path, body) => callApi(app, cookie, method, path, body);

const register = (fields) => registerAccount(app, fields);

const login = (username, password) => signIn(app, { username, password });

async function createCrewMember({ username, firstName, lastName, password = `${username}-password` }, crewFunction) {
  return call(admin.cookie, 'POST', '/users', { username, firstName, lastName, password, role: 'operator', crewFunctions: [crewFunction] });
}

/** Container check-in, truck check-in, BOL and crew assignment: the shipment is then loading, with no rows yet. */
async function shipmentAtLoading({ tmpNumber, door, dock, po, driver, truck }, crew) {
  const shipment = await call(admin.cookie, 'POST', '/shipments', { tmpNumber, containerDoor: door, dockLocation: dock, poNumbers: [po] });
  const { id: poId } = await call(admin.cookie, 'GET', `/purchase-orders/${po}`);
  await call(admin.cookie, 'PUT', `/purchase-orders/${poId}`, { driverName: driver, driverPhone: '555-0100', truckColor: 'Blue', truckNumber: truck, otrDoor: 'OTR-2' });
  await call(admin.cookie, 'PUT', `/purchase-orders/${poId}`, { pieces: 120, pallets: 10, netWeight: '1500.50', grossWeight: '1720.25' });
  await call(admin.cookie, 'POST', '/otr-assignments', {
    shipmentId: shipment.id,
    otrDriverId: crew.driver.id,
    forkliftOperatorId: crew.forklift.id,
    otrDoorAssignment: 'OTR-3',
    instructions: `Load ${tmpNumber} through OTR-3`,
  });
  return shipment;
}

async function recordRows(cookie, shipmentId, rowNumbers) {
  for (const rowNumber of rowNumbers) await call(cookie, 'POST', '/container-loading', { shipmentId, rowNumber });
}

const rowsUpTo = (count) => Array.from({ length: count }, (_, index) => index + 1);

// ---------------------------------------------------------------- browser helpers

/** A page in a new browser context signed in with an API session cookie. */
const signedInPage = (cookie, options) => signedInPageOf(browser, app, cookie, { timeout: WAIT_MS, ...options });

/** docs/product.md §16.5: at most one toast at once, once the one replaced has faded out. */
async function expectOneToast(page) {
  await page.waitForFunction(() => document.querySelectorAll('.ant-notification-notice').length === 1, undefined, { timeout: 2_000 });
}

/** The value shown on the summary card titled `title` in the figures group `group`. */
async function figure(page, group, title) {
  const card = page.getByRole('region', { name: group }).locator('.summary-card').filter({ has: page.getByText(title, { exact: true }) });
  return (await card.locator('.summary-card-value').innerText()).trim();
}

async function expectFigure(page, group, title, expected) {
  const deadline = Date.now() + WAIT_MS;
  let shown;
  while (Date.now() < deadline) {
    shown = await figure(page, group, title).catch(() => undefined);
    if (shown === String(expected)) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`${group} / ${title}: expected ${expected}, shown ${shown}`);
}


/** The rows of the screen's table: antd's, or the dashboard's plain one (components/plain/PlainTable.tsx). */
const tableRows = (page) => page.locator('.ant-table-tbody tr.ant-table-row, .plain-table tbody tr');

// ---------------------------------------------------------------- set-up and tear-down

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  admin = await register({ username: 'ada', password: 'ada-password', firstName: 'Ada', lastName: 'Admin' });
  const crew = {
    driver: await createCrewMember({ username: 'otto-driver', firstName: 'Otto', lastName: 'Driver' }, 'otr_driver'),
    forklift: await createCrewMember(FORKLIFT, 'forklift_operator'),
  };
  shipments.spotter = await createCrewMember(SPOTTER, 'spotter');

  shipments.completed = await shipmentAtLoading(COMPLETED, crew);
  await recordRows(admin.cookie, shipments.completed.id, rowsUpTo(20));
  shipments.loading = await shipmentAtLoading(LOADING, crew);
  await recordRows(admin.cookie, shipments.loading.id, rowsUpTo(LOADING.rows));

  const completed = await call(admin.cookie, 'GET', `/shipments/${shipments.completed.id}`);
  assert.equal(completed.status, 'completed', 'the set-up completes the first shipment');
  const loading = await call(admin.cookie, 'GET', `/shipments/${shipments.loading.id}`);
  assert.equal(loading.status, 'loading', 'the set-up leaves the second shipment loading');
});

after(async () => {
  await browser?.close();
  await restarted?.stop();
  await app?.stop(); // the first instance's stop drops the shared database
});

// ---------------------------------------------------------------- tests

test('dashboard: real figures, the status filter and the QR dialog', async () => {
  const page = await signedInPage(admin.cookie);
  await page.goto(app.url);
  const stats = await call(admin.cookie, 'GET', '/dashboard/stats');
  assert.deepEqual(
    [stats.activeShipments, stats.trucksInQueue, stats.containersLoading, stats.completedToday],
    [1, 2, 1, 1],
    'the API counts the set-up: one shipment active (loading), two trucks checked in, one completed today',
  );

  await expectFigure(page, 'Dashboard figures', 'Active Shipments', 1);
  await expectFigure(page, 'Dashboard figures', 'Trucks in Queue', 2);
  await expectFigure(page, 'Dashboard figures', 'Containers Loading', 1);
  await expectFigure(page, 'Dashboard figures', 'Completed Today', 1);
  await page.getByText('Showing 1-2 of 2 shipments').waitFor();
  assert.equal(await tableRows(page).count(), 2);
  await screenshot(page, 'boards-01-dashboard');

  // The sortable Status column header is labelled Status too: the filter is the combobox.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Completed');
  await page.getByText('Showing 1-1 of 1 shipments').waitFor();
  await tableRows(page).filter({ hasText: LOADING.tmpNumber }).waitFor({ state: 'detached' });
  assert.equal(await tableRows(page).count(), 1);
  const row = tableRows(page).first();
  assert.match(await row.innerText(), new RegExp(COMPLETED.tmpNumber));
  assert.match(await row.innerText(), /Completed/);
  await screenshot(page, 'boards-02-dashboard-completed-filter');

  await row.getByRole('button', { name: `QR code for ${COMPLETED.tmpNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`QR Code: ${COMPLETED.tmpNumber}`).waitFor();
  const image = dialog.getByRole('img', { name: `QR code for ${COMPLETED.tmpNumber}` });
  await image.waitFor();
  await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await image.elementHandle());
  assert.match(await image.getAttribute('src'), /^data:image\//);
  await dialog.locator('figcaption').getByText(COMPLETED.tmpNumber, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Print QR Code' }).waitFor();
  await screenshot(page, 'boards-03-dashboard-qr');
  await page.context().close();
});

test('trucker status: the completed shipment’s driver is released, the loading one waits', async () => {
  const page = await signedInPage(admin.cookie);
  await page.goto(`${app.url}/trucker-status`);
  const doneRow = tableRows(page).filter({ hasText: COMPLETED.driver });
  const loadingRow = tableRows(page).filter({ hasText: LOADING.driver });
  await doneRow.getByRole('button', { name: 'Release Driver' }).waitFor();
  await loadingRow.getByText('Waiting', { exact: true }).waitFor();
  assert.equal(await loadingRow.getByRole('button', { name: 'Release Driver' }).count(), 0);
  await expectFigure(page, 'Trucker figures', 'Trucks Waiting', 2);
  await expectFigure(page, 'Trucker figures', 'Ready to Release', 1);
  await expectFigure(page, 'Trucker figures', 'Released Today', 0);
  await screenshot(page, 'boards-04-trucker-before-release');

  await doneRow.getByRole('button', { name: 'Release Driver' }).click();
  // A release cannot be undone: the board asks first.
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  await expectToast(page, 'Driver Released');
  await doneRow.getByText('Released', { exact: true }).waitFor();
  assert.equal(await doneRow.getByRole('button', { name: 'Release Driver' }).count(), 0);
  await loadingRow.getByText('Waiting', { exact: true }).waitFor();
  await expectFigure(page, 'Trucker figures', 'Trucks Waiting', 1);
  await expectFigure(page, 'Trucker figures', 'Ready to Release', 0);
  await expectFigure(page, 'Trucker figures', 'Released Today', 1);
  await screenshot(page, 'boards-05-trucker-released');
  await page.context().close();
});

test('spotter board: a new task is created, started and completed', async () => {
  const page = await signedInPage(admin.cookie);
  await page.goto(`${app.url}/spotter`);
  await page.getByText('No Tasks Assigned').waitFor();
  await expectFigure(page, 'Task figures', 'Pending', 0);

  const description = 'Move trailer 12 from the yard to door 2B';
  await page.getByLabel('Task Description').fill(description);
  await choose(page, 'Assign To', `${SPOTTER.firstName} ${SPOTTER.lastName}`);
  await choose(page, 'Priority', 'High');
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expectToast(page, 'Task Created');

  const row = tableRows(page).filter({ hasText: description });
  await row.waitFor();
  assert.match(await row.innerText(), new RegExp(`${SPOTTER.firstName} ${SPOTTER.lastName}`));
  await row.getByText('Pending', { exact: true }).waitFor();
  await expectFigure(page, 'Task figures', 'Pending', 1);
  await expectFigure(page, 'Task figures', 'High Priority', 1);
  await screenshot(page, 'boards-06-spotter-created');

  await row.getByRole('button', { name: 'Start' }).click();
  await expectToast(page, 'Task Updated', `Started: ${description}`);
  await row.getByText('In Progress', { exact: true }).waitFor();
  await expectFigure(page, 'Task figures', 'Pending', 0);
  await expectFigure(page, 'Task figures', 'In Progress', 1);

  await row.getByRole('button', { name: 'Complete' }).click();
  await expectToast(page, 'Task Updated', `Completed: ${description}`);
  await expectOneToast(page);
  await row.getByText('Completed', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Complete' }).waitFor({ state: 'detached' });
  await expectFigure(page, 'Task figures', 'In Progress', 0);
  await expectFigure(page, 'Task figures', 'Completed', 1);
  await expectFigure(page, 'Task figures', 'High Priority', 0);
  await screenshot(page, 'boards-07-spotter-completed');
  await page.context().close();
});

test('completed loads: the card shows the real PO and copies it to the clipboard', async () => {
  const page = await signedInPage(admin.cookie, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`${app.url}/completed-loads`);
  const card = page.getByRole('article', { name: COMPLETED.tmpNumber });
  await card.waitFor();
  const poRow = card.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: COMPLETED.po });
  await poRow.waitFor();
  const poCells = await poRow.locator('td').allInnerTexts();
  assert.equal(poCells[1].trim(), '120', `pieces in ${poCells.join(' | ')}`);
  assert.equal(poCells[2].trim(), '10', `pallets in ${poCells.join(' | ')}`);
  assert.match(await poRow.innerText(), new RegExp(COMPLETED.driver));

  const { loads } = await call(admin.cookie, 'GET', '/completed-loads?page=1&pageSize=10');
  const load = loads.find((candidate) => candidate.tmpNumber === COMPLETED.tmpNumber);
  assert.ok(load, 'the API lists the completed load');
  assert.equal(typeof load.efficiencyScore, 'number');
  const efficiency = card.locator('.ant-descriptions-item').filter({ hasText: 'Efficiency' });
  assert.equal((await efficiency.locator('.ant-tag').innerText()).trim(), `${load.efficiencyScore}%`);
  await screenshot(page, 'boards-08-completed-loads');

  await card.getByRole('button', { name: `Copy ${COMPLETED.tmpNumber}` }).click();
  await expectToast(page, 'Copied to Clipboard');
  const copiedButton = card.getByRole('button', { name: `Copied ${COMPLETED.tmpNumber}` });
  await copiedButton.waitFor();
  assert.equal((await copiedButton.innerText()).trim(), 'Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // One tab-separated row: pasted into a spreadsheet it fills one row.
  assert.doesNotMatch(copied, /\n/);
  const cells = copied.split('\t');
  assert.deepEqual(cells.slice(0, 3), [COMPLETED.tmpNumber, COMPLETED.door, COMPLETED.dock]);
  assert.equal(cells[5], COMPLETED.po);
  assert.equal(cells[6], '120');
  await screenshot(page, 'boards-09-completed-loads-copied');
  // docs/product.md §16.5: the copied indicator lasts 3 s.
  await card.getByRole('button', { name: `Copy ${COMPLETED.tmpNumber}` }).waitFor();
  await page.context().close();
});

test('shipment page: details, the 20-row grid, the timeline, and editing the notes', async () => {
  const page = await signedInPage(admin.cookie);
  await page.goto(`${app.url}/shipments/${shipments.completed.id}`);
  await page.getByRole('heading', { level: 2, name: COMPLETED.tmpNumber }).waitFor();

  const grid = page.getByRole('list', { name: 'Loading rows' });
  await grid.waitFor();
  assert.equal(await grid.getByRole('listitem').count(), 20);
  assert.equal(await grid.locator('li.loading-cell-done').count(), 20);
  await page.getByText('20 of 20 rows loaded').waitFor();

  const timeline = page.locator('.ant-card').filter({ has: page.getByText('Timeline', { exact: true }) });
  await timeline.locator('.ant-timeline-item').first().waitFor();
  const steps = ['Container checked in', 'Truck checked in', 'Bill of lading recorded', 'Crew assigned', 'Driver released'];
  for (const step of steps) await timeline.getByText(step, { exact: true }).waitFor();
  assert.equal(await timeline.getByText('Loading row recorded', { exact: true }).count(), 20);
  const entries = await timeline.locator('.ant-timeline-item').count();
  await screenshot(page, 'boards-10-shipment-page');

  const notes = 'Seal checked at the dock; load strapped twice.';
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${COMPLETED.tmpNumber}` });
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Shipment Updated');
  await dialog.waitFor({ state: 'hidden' });
  const details = page.locator('.ant-descriptions-item').filter({ hasText: 'Notes' });
  await details.getByText(notes).waitFor();
  await timeline.getByText('Details edited', { exact: true }).waitFor();
  assert.equal(await timeline.locator('.ant-timeline-item').count(), entries + 1);
  await screenshot(page, 'boards-11-shipment-edited');
  await page.context().close();
});

const doorTile = (page, door) => page.getByRole('region', { name: `Door ${door}` });

async function tileProgress(page, door) {
  return Number(await doorTile(page, door).getByRole('progressbar').getAttribute('aria-valuenow'));
}

async function expectTileProgress(page, door, expected, timeout = WAIT_MS) {
  await page.waitForFunction(
    ({ door: name, expected: value }) =>
      document.querySelector(`section[aria-label="Door ${name}"] [role="progressbar"]`)?.getAttribute('aria-valuenow') === String(value),
    { door, expected },
    { timeout },
  );
}

test('wall display: live tiles, and it recovers by itself after a server restart', async () => {
  // A device paired through its link, not a person's account (docs/product.md §9).
  const { pairingPath } = await call(admin.cookie, 'POST', '/displays', { name: 'Main wall', docks: ['Dock A', 'Dock B'] });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await page.goto(`${app.url}${pairingPath}`);
  await page.getByRole('heading', { name: 'Main wall — Dock A, Dock B' }).waitFor();
  await doorTile(page, LOADING.door).getByText(LOADING.tmpNumber).waitFor();
  await page.locator('.connection-badge').getByText('Live').waitFor();
  for (const door of ['1A', '2A', '3A', '1B', '2B', '3B', '1C', '2C', '3C']) await doorTile(page, door).waitFor();
  // The completed shipment has left its door.
  await doorTile(page, COMPLETED.door).getByText('Free', { exact: true }).waitFor();
  const loading = await call(admin.cookie, 'GET', `/shipments/${shipments.loading.id}`);
  await expectTileProgress(page, LOADING.door, loading.progressPercentage);
  const tileText = await doorTile(page, LOADING.door).innerText();
  assert.match(tileText, /Loading/);
  assert.match(tileText, new RegExp(LOADING.driver));
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await screenshot(page, 'boards-12-display');

  // An operator records the next row: the tile moves without a reload.
  await recordRows(await login(FORKLIFT.username, FORKLIFT.password), shipments.loading.id, [LOADING.rows + 1]);
  const advanced = await call(admin.cookie, 'GET', `/shipments/${shipments.loading.id}`);
  assert.equal(advanced.progressPercentage, loadingProgress(LOADING.rows + 1));
  await expectTileProgress(page, LOADING.door, advanced.progressPercentage);
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the display must update without a reload');
  await screenshot(page, 'boards-13-display-live');

  // The server stops: the board says its data may be out of date.
  assert.equal(await app.terminate(), 0);
  const banner = page.getByRole('alert').filter({ hasText: /^(Reconnecting|Offline|Cannot reach the server) — data may be out of date since / });
  await banner.waitFor();
  await screenshot(page, 'boards-14-display-server-down');

  // A new instance on the same database and port: the board recovers by itself.
  restarted = await startApp({ DATABASE_URL: app.databaseUrl, PORT: new URL(app.url).port });
  assert.equal(restarted.url, app.url, 'startApp restarts the app on the port given');
  await banner.waitFor({ state: 'detached', timeout: RECONNECT_WAIT_MS });
  await page.locator('.connection-badge').getByText('Live').waitFor();
  await doorTile(page, LOADING.door).getByText(LOADING.tmpNumber).waitFor();
  assert.equal(await tileProgress(page, LOADING.door), advanced.progressPercentage);

  // And it is live again: a row recorded on the new instance shows up.
  await recordRows(await login(FORKLIFT.username, FORKLIFT.password), shipments.loading.id, [LOADING.rows + 2]);
  await expectTileProgress(page, LOADING.door, loadingProgress(LOADING.rows + 2));
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the display recovered without a reload');
  await screenshot(page, 'boards-15-display-recovered');
  await page.context().close();
});
