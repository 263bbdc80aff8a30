// Issue 4: one shipment through the whole dock workflow in the browser, signed in as an operator:
// container check-in, truck check-in, bill of lading, OTR & forklift setup, 20 loading rows and the
// count confirmation; the shipment then reads completed at 100%. Accounts are set up through the API.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, loadingProgress, screenshot, startApp } from './support.mjs';

const TMP = 'TMP-WF-1';
const PO = 'PO-WF-1';
const OPERATOR = { username: 'olive', password: 'olive-password', firstName: 'Olive', lastName: 'Operator' };
const OTR_DRIVER = { username: 'dan.otr', password: 'dan-password', firstName: 'Dan', lastName: 'Driver', crewFunctions: ['otr_driver'] };
const FORKLIFT = { username: 'fay.forklift', password: 'fay-password', firstName: 'Fay', lastName: 'Forklift', crewFunctions: ['forklift_operator'] };
const WAIT = { timeout: 10_000 };

let app;
let browser;
let page;
let shipmentId;
/** Requests the app answered with an error, to report when a step fails. */
const failedRequests = [];
/** Set by the first failing step; the later ones depend on it and are skipped. */
let brokenAt = null;

// ---- set-up through the API ----

async function api(path, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { origin: app.url, ...(body && { 'content-type': 'application/json' }), ...(cookie && { cookie }) },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} /api${path} answered ${response.status}: ${text}`);
  return { response, data: text ? JSON.parse(text) : undefined };
}

async function createAccounts() {
  const { response } = await api('/register', { method: 'POST', body: { username: 'ada', password: 'ada-password' } });
  const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  for (const user of [OPERATOR, OTR_DRIVER, FORKLIFT]) {
    await api('/users', { method: 'POST', cookie, body: { role: 'operator', ...user } });
  }
}

// ---- browser helpers ----

const toasts = () => page.getByRole('region', { name: /Notifications/ }).locator('.ant-notification-notice');

/**
 * Waits for the toast titled `title` whose text matches `description` (one shows at a time, but the
 * one before may still be fading out), and fails with what the toasts said if it does not come.
 */
async function expectToast(title, description = /./) {
  const toast = toasts().filter({ hasText: title }).filter({ hasText: description }).last();
  try {
    await toast.waitFor(WAIT);
  } catch (error) {
    const shown = await toasts().allInnerTexts();
    assert.fail(`no toast "${title}" matching ${description}; shown: ${JSON.stringify(shown)} (${error.message.split('\n')[0]})`);
  }
}

/** Opens the labelled antd Select and picks the option titled `option`, or the one whose title starts with `{ prefix }`. */
async function choose(label, option) {
  await page.getByLabel(label, { exact: true }).click();
  const selector = typeof option === 'string' ? `[title="${option}"]` : `[title^="${option.prefix}"]`;
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option${selector}`).click();
}

async function openScreen(linkName, heading) {
  await page.locator('aside, nav').getByRole('link', { name: linkName, exact: true }).first().click();
  await page.getByRole('heading', { name: heading }).first().waitFor(WAIT);
}

/** A datetime-local value (this machine's time zone, like the browser's) `minutes` ago. */
function localDateTime(minutesAgo) {
  const date = new Date(Date.now() - minutesAgo * 60_000);
  const pad = (value) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A workflow step: skipped once an earlier one failed; on failure, a screenshot and the failed requests. */
function step(name, screenshotName, work) {
  test(name, async (t) => {
    if (brokenAt) return t.skip(`depends on "${brokenAt}", which failed`);
    try {
      await work();
      await screenshot(page, screenshotName);
    } catch (error) {
      brokenAt = name;
      await screenshot(page, `${screenshotName}-FAILED`).catch(() => undefined);
      if (failedRequests.length > 0) t.diagnostic(`failed requests so far: ${failedRequests.join(' | ')}`);
      throw error;
    }
  });
}

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  await createAccounts();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('response', async (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      const body = await response.text().catch(() => '');
      failedRequests.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()} ${body.slice(0, 300)}`);
    }
  });
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

// ---- the workflow ----

step('the operator signs in through the Sign In tab', 'workflow-00-signed-in', async () => {
  await page.goto(`${app.url}/auth`);
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Username').fill(OPERATOR.username);
  await form.getByLabel('Password').fill(OPERATOR.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectToast('Welcome back!');
  await page.waitForURL(`${app.url}/`, WAIT);
  await page.locator('header').getByText('Olive Operator').first().waitFor(WAIT);
  await page.locator('header').getByText('Operator', { exact: true }).waitFor(WAIT);
});

step('1. Container Check-In creates the shipment with its PO', 'workflow-01-container-checkin', async () => {
  await openScreen('Container Check-In', 'Container Check-In');
  await page.getByLabel('TMP Number').fill(TMP);
  await choose('Container Door', '2B');
  await choose('Dock Location', 'Dock B');
  // An ETA 90 minutes ago: the truck is two started hours late, so the late fee is $100.00 (docs/product.md §5).
  await page.getByLabel('Estimated Completion').fill(localDateTime(90));
  await page.getByLabel('PO Numbers').fill(PO);
  await page.getByRole('button', { name: 'Check In Container' }).click();
  await expectToast('Container Check-In Complete', new RegExp(`${TMP} is checked in at door 2B, Dock B`));

  const shipmentLink = page.getByRole('link', { name: 'Open shipment page' });
  await shipmentLink.waitFor(WAIT);
  shipmentId = (await shipmentLink.getAttribute('href')).split('/').pop();
  assert.match(shipmentId, /^[0-9a-f-]{36}$/);
  await page.getByRole('img', { name: `QR code for ${TMP}` }).waitFor(WAIT);
  assert.equal(await page.getByLabel('TMP Number').inputValue(), '', 'the form resets after a check-in');
});

step('2. Truck Check-In finds the PO, shows the late fee and checks the truck in', 'workflow-02-truck-checkin', async () => {
  await openScreen('Truck Check-In', 'Truck Check-In');
  const poSearch = page.getByPlaceholder('e.g. PO-2001');

  await poSearch.fill('PO-NO-SUCH');
  await poSearch.press('Enter');
  await expectToast('PO Not Found', /Purchase Order not found\. Please check the number and try again\./);

  await poSearch.fill(PO);
  await poSearch.press('Enter');
  const details = page.locator('.ant-descriptions').first();
  await details.getByText(TMP).waitFor(WAIT);
  assert.match(await details.innerText(), new RegExp(PO));
  assert.match(await details.innerText(), /Late Fee If Checked In Now\s*\$100\.00/);

  await page.getByLabel('Driver Name').fill('Sam Trucker');
  await page.getByLabel('Driver Phone').fill('555-0100');
  await page.getByLabel('Truck Number').fill('TRK-42');
  await choose('Truck Color', 'Blue');
  await choose('OTR Door', 'OTR-3');
  await page.getByRole('button', { name: 'Check In Truck' }).click();
  await expectToast('Truck Check-In Complete', new RegExp(`Sam Trucker \\(Blue truck TRK-42\\) is checked in for PO ${PO} at OTR-3\\. Late fee charged: \\$100\\.00 \\(2 started hours × \\$50\\)\\.`));
  await page.getByText(`The truck for PO ${PO} is checked in.`).waitFor(WAIT);
});

step('3. Bill of Lading Entry refuses gross under net, then records the BOL', 'workflow-03-bol-entry', async () => {
  await openScreen('Bill of Lading Entry', 'Bill of Lading Entry');
  await choose('Shipment', { prefix: `${TMP} (` });
  await page.getByText(`Bill of Lading for ${TMP}`).waitFor(WAIT);
  await choose('PO Number', PO);
  await page.getByLabel('Pieces').fill('120');
  await page.getByLabel('Pallets').fill('10');
  await page.getByLabel('Net Weight').fill('1500.50');
  await page.getByLabel('Gross Weight').fill('1400');
  await page.getByRole('button', { name: 'Record BOL' }).click();
  await expectToast('Weight Error', /Gross weight must be greater than net weight/);

  await page.getByLabel('Gross Weight').fill('1720.25');
  const tare = page.locator('.ant-statistic').filter({ hasText: 'Tare Weight (gross - net)' });
  await tare.getByText('219.75 lbs').waitFor(WAIT);
  await page.getByRole('button', { name: 'Record BOL' }).click();
  await expectToast('BOL Entry Complete', new RegExp(`PO ${PO}: 120 pieces on 10 pallets, 1,500.50 lbs net, 1,720.25 lbs gross\\.`));
});

step('4. OTR & Forklift Setup assigns the crew and sends the instructions', 'workflow-04-otr-setup', async () => {
  await openScreen('OTR & Forklift Setup', 'OTR & Forklift Setup');
  const driverName = `${OTR_DRIVER.firstName} ${OTR_DRIVER.lastName}`;
  const operatorName = `${FORKLIFT.firstName} ${FORKLIFT.lastName}`;
  await choose('Shipment', { prefix: `${TMP} (` });
  await choose('OTR Driver', driverName);
  await choose('Forklift Operator', operatorName);
  await choose('OTR Door', 'OTR-3');
  await page.getByLabel('Instructions').fill('Load pallets heaviest first; seal the container when done.');
  await page.getByRole('button', { name: 'Assign Crew' }).click();
  await expectToast('OTR Assignment Complete', new RegExp(`${TMP} is ready to load: ${driverName} at OTR-3, ${operatorName} on the forklift\\.`));

  const summary = page.locator('.ant-card').filter({ hasText: 'Instructions not sent yet' });
  await summary.waitFor(WAIT);
  assert.match(await summary.innerText(), new RegExp(`OTR Driver\\s*${driverName}`));
  await page.getByRole('button', { name: 'Send Instructions' }).click();
  await expectToast('Instructions Sent', new RegExp(`The instructions for ${TMP} went to ${driverName} and ${operatorName} at `));
  await page.getByText(/^Instructions sent /).waitFor(WAIT);
});

step('5. Container Loading records rows 1 to 20 and completes the container', 'workflow-05-container-loading', async () => {
  await openScreen('Container Loading', 'Container Loading');
  await choose('Shipment', { prefix: `${TMP} (` });
  const grid = page.getByRole('list', { name: `Loading rows of ${TMP}` });
  await grid.waitFor(WAIT);
  const rowNumber = page.getByLabel('Row Number');
  const notes = page.locator('form[id="container-loading"]').getByLabel('Notes');
  const cell = (row) => grid.getByRole('listitem').filter({ has: page.getByText(`Row ${row}`, { exact: true }) });

  for (let row = 1; row <= 20; row += 1) {
    assert.equal(await rowNumber.inputValue(), String(row), `the row number moves on to ${row} by itself`);
    await notes.fill(`row ${row} loaded`);
    await page.getByRole('button', { name: 'Record Row' }).click();
    if (row < 20) {
      await expectToast('Row Complete', new RegExp(`Row ${row} of ${TMP} is loaded: ${loadingProgress(row)}% \\(${row} of 20 rows\\)`));
      await page.getByText(`${row} of 20 rows loaded`).waitFor(WAIT);
      // The form has taken the saved row in: the number moves on and the notes clear.
      await page.waitForFunction(
        ([next]) => document.querySelector('#container-loading_rowNumber')?.value === next,
        [String(row + 1)],
        WAIT,
      );
      assert.equal(await notes.inputValue(), '', 'the notes clear after a saved row');
    }
    await cell(row).getByText(/^Loaded /).waitFor(WAIT);
    if (row === 5) await screenshot(page, 'workflow-05a-container-loading-5-rows');
  }
  await expectToast('Container Loading Complete!', new RegExp(`All 20 rows of ${TMP} are loaded\\.`));
  await page.getByText('Loading complete: all 20 rows are loaded.').waitFor(WAIT);
  await page.getByLabel('Progress 100%').first().waitFor(WAIT);
  assert.equal(await grid.getByText('Not loaded').count(), 0, 'every cell of the grid is loaded');
  assert.equal(await grid.locator('.loading-row-cell-loaded').count(), 20);
  await page.getByText(`Every row of ${TMP} is loaded.`).waitFor(WAIT);
});

step('6. Count Confirmation shows the shortage and records the count', 'workflow-06-count-confirmation', async () => {
  await openScreen('Count Confirmation', 'Count Confirmation');
  await choose('Shipment', { prefix: `${TMP} (` });
  await page.getByText(`Count for ${TMP}`).waitFor(WAIT);
  await choose('Purchase Order', `${PO} (120 pieces)`);
  const expected = page.getByLabel('Expected Quantity');
  await page.waitForFunction(() => document.querySelector('#count-confirmation_expectedQuantity')?.value === '120', null, WAIT);
  assert.equal(await expected.inputValue(), '120');
  assert.equal(await expected.getAttribute('readonly'), '', 'the expected quantity is read-only');

  await page.getByLabel('Actual Quantity').fill('118');
  const discrepancy = page.locator('.ant-statistic').filter({ hasText: 'Discrepancy (actual - expected)' });
  await discrepancy.getByText('-2', { exact: true }).waitFor(WAIT);
  await page.locator('.ant-tag').getByText('Shortage', { exact: true }).waitFor(WAIT);
  await screenshot(page, 'workflow-06a-count-shortage');
  await page.locator('form[id="count-confirmation"]').getByLabel('Notes').fill('Two cartons damaged and left on the dock.');
  await page.getByRole('button', { name: 'Confirm Count' }).click();
  await expectToast('Count Confirmation Complete', new RegExp(`PO ${PO}: expected 120, counted 118\\. Shortage of 2\\.`));
});

step('7. the shipment reads completed at 100%', 'workflow-07-completed', async () => {
  const cookie = (await page.context().cookies(app.url)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const { data: shipment } = await api(`/shipments/${shipmentId}`, { cookie });
  assert.equal(shipment.tmpNumber, TMP);
  assert.equal(shipment.status, 'completed');
  assert.equal(shipment.progressPercentage, 100);
});
