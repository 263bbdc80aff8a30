// Issue 14, item 3: times follow the site, not the device. A site in Chicago, one browser in Tokyo and
// one in New York: both show the same site time, labelled with the site's zone, and a time entered in
// Tokyo means that wall-clock time in Chicago. The ETAs are fixed dates years ahead, so nothing here
// depends on the day the test runs (and no shipment turns delayed).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { callApi, expectToast, launchBrowser, registerAccount, screenshot, startApp } from './support.mjs';

const SITE_TIMEZONE = 'America/Chicago';
/** 21:00 UTC on 5 March 2030 is 3:00 PM in Chicago (CST, before daylight saving starts on 10 March). */
const ETA = '2030-03-05T21:00:00.000Z';

let app;
let browser;
let admin;
let shipment;

before(async () => {
  app = await startApp({ SITE_TIMEZONE });
  browser = await launchBrowser();
  admin = await registerAccount(app, { username: 'site-time-admin', password: 'admin-password', firstName: 'Ada', lastName: 'Admin' });
  shipment = await callApi(app, admin.cookie, 'POST', '/shipments', {
    tmpNumber: 'TMP-ZONE-1',
    containerDoor: '1A',
    dockLocation: 'Dock A',
    estimatedCompletion: ETA,
  });
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

/** A signed-in page in a browser whose own clock runs in `timezoneId`. */
async function pageIn(timezoneId) {
  const context = await browser.newContext({ timezoneId, locale: 'en-US', viewport: { width: 1366, height: 900 } });
  const separator = admin.cookie.indexOf('=');
  await context.addCookies([{ name: admin.cookie.slice(0, separator), value: admin.cookie.slice(separator + 1), url: app.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

const etaShown = (page) => page.locator('.ant-descriptions-item').filter({ hasText: /^ETA/ }).locator('.ant-descriptions-item-content');

test('two browsers in different zones show the same site time, and a time entered means site time', async () => {
  const tokyo = await pageIn('Asia/Tokyo');
  const newYork = await pageIn('America/New_York');
  assert.equal(await tokyo.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), 'Asia/Tokyo');

  for (const page of [tokyo, newYork]) {
    await page.goto(`${app.url}/shipments/${shipment.id}`);
    await etaShown(page).getByText('Mar 5, 2030, 3:00 PM CST').waitFor();
  }
  await screenshot(newYork, 'site-time-new-york');

  // Entered in Tokyo as 9:30 AM: 9:30 AM in Chicago, whatever Tokyo's own clock says.
  await tokyo.goto(`${app.url}/shipments/${shipment.id}?edit=1`);
  const dialog = tokyo.getByRole('dialog', { name: 'Edit TMP-ZONE-1' });
  await dialog.getByText(`Site time (${SITE_TIMEZONE})`).waitFor();
  await dialog.getByLabel('Estimated Completion').fill('2030-03-06T09:30');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(tokyo, 'Shipment Updated');

  const stored = await callApi(app, admin.cookie, 'GET', `/shipments/${shipment.id}`);
  assert.equal(stored.estimatedCompletion, '2030-03-06T15:30:00.000Z');
  await etaShown(newYork).getByText('Mar 6, 2030, 9:30 AM CST').waitFor();
  await etaShown(tokyo).getByText('Mar 6, 2030, 9:30 AM CST').waitFor();
});
