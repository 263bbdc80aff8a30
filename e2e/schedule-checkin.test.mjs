// Issue 14: a container the dock schedule planned is checked in in the browser with its ETA left
// blank: the screen fills door and dock from the schedule, the ETA is kept, and Truck Check-In then
// shows the appointment it measured from (the shipment's ETA) and why the fee is what it is.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { utils, write } from 'xlsx';
import { callApi, expectToast, launchBrowser, registerAccount, screenshot, signedInPage, startApp } from './support.mjs';

const TMP = 'TMP-5001';
const PO = 'PO-7001';

let app;
let browser;
let admin;

/** The schedule: TMP-5001 at door 1A, Dock A, ETA 90 minutes ago (an ISO time with its offset), PO-7001. */
function scheduleWorkbook(eta) {
  const sheet = utils.aoa_to_sheet([
    ['TMP Number', 'Container Door', 'Dock Location', 'Estimated Completion', 'PO Numbers'],
    [TMP, '1A', 'Dock A', eta.toISOString(), PO],
  ]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Schedule');
  return write(book, { type: 'buffer', bookType: 'xlsx' });
}

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  admin = await registerAccount(app, { username: 'sched-admin', password: 'sched-password' });
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

test('a scheduled container checked in with blank fields keeps its ETA, and truck check-in says how the fee was computed', async () => {
  const eta = new Date(Math.floor((Date.now() - 90 * 60_000) / 60_000) * 60_000);
  const form = new FormData();
  form.append('file', new Blob([scheduleWorkbook(eta)]), 'schedule.xlsx');
  const imported = await fetch(`${app.url}/api/dock-schedule/import`, { method: 'POST', headers: { cookie: admin.cookie, origin: app.url }, body: form });
  assert.equal(imported.status, 201, await imported.clone().text());

  const page = await signedInPage(browser, app, admin.cookie);
  await page.goto(`${app.url}/container-checkin`);
  await page.getByRole('heading', { name: 'Container Check-In' }).first().waitFor();
  await page.getByLabel('TMP Number').fill(TMP.toLowerCase());
  await page.getByText(new RegExp(`^${TMP} is on the schedule: door 1A, Dock A, ETA .*Blank fields keep the schedule's values\\.$`)).waitFor();
  await page.getByLabel('Scheduled POs').getByText(PO).waitFor();
  assert.equal(await page.locator('#container-checkin_containerDoor').locator('xpath=ancestor::*[contains(@class,"ant-select-content")][1]').getAttribute('title'), '1A');
  await page.getByLabel('Estimated Completion').fill('');
  await screenshot(page, 'schedule-checkin-01-prefilled');
  await page.getByRole('button', { name: 'Check In Container' }).click();
  await expectToast(page, 'Container Check-In Complete', `${TMP} is checked in at door 1A, Dock A.`);

  const shipmentId = (await page.getByRole('link', { name: 'Open shipment page' }).getAttribute('href')).split('/').pop();
  const shipment = await callApi(app, admin.cookie, 'GET', `/shipments/${shipmentId}`);
  assert.equal(shipment.estimatedCompletion, eta.toISOString(), 'the blank ETA kept the schedule’s');

  await page.goto(`${app.url}/truck-checkin`);
  const search = page.getByPlaceholder('e.g. PO-2001');
  await search.fill(PO.toLowerCase());
  await search.press('Enter');
  const details = page.locator('.ant-descriptions').first();
  await details.getByText('2 started hours × $50').waitFor();
  assert.match(await details.innerText(), /Appointment\s*.*\(the shipment's ETA\)/);
  assert.match(await details.innerText(), /Late Fee If Checked In Now\s*\$100\.00/);

  await page.getByLabel('Driver Name').fill('Sam Trucker');
  await page.getByLabel('Driver Phone').fill('555-0100');
  await page.getByLabel('Truck Number').fill('TRK-42');
  for (const [label, option] of [['Truck Color', 'Blue'], ['OTR Door', 'OTR-3']]) {
    await page.getByLabel(label, { exact: true }).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  }
  await page.getByRole('button', { name: 'Check In Truck' }).click();
  await expectToast(page, 'Truck Check-In Complete', 'Late fee charged: $100.00 (2 started hours × $50).');
  await screenshot(page, 'schedule-checkin-02-truck-fee-reason');
  await page.context().close();
});
