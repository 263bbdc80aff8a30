// Issue 2: the first account registers and is admin, checks in a container, and a second signed-in
// browser sees it appear on the dashboard without reloading.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { choose, launchBrowser, screenshot, startApp } from './support.mjs';

let app;
let browser;

before(async () => {
  // One shift all day, so the header's label does not depend on the hour the test runs at.
  app = await startApp({ SITE_NAME: 'Dock A', SITE_SHIFTS: '00:00 Day Shift' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

async function registerIn(page, { firstName, lastName, username, password }) {
  await page.goto(`${app.url}/auth`);
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('First Name').fill(firstName);
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@dock.test`);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created!').waitFor();
}


test('the first account is admin, checks in a container, and a second browser sees it live', async () => {
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await registerIn(admin, { firstName: 'Ada', lastName: 'Admin', username: 'ada', password: 'ada-password' });
  await admin.getByText('Ada Admin').first().waitFor();
  await admin.locator('header').getByText('Admin', { exact: true }).waitFor();
  await admin.locator('header').getByText('Day Shift - Dock A').waitFor();

  const watcher = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await registerIn(watcher, { firstName: 'Wes', lastName: 'Watcher', username: 'wes', password: 'wes-password' });
  await watcher.locator('header').getByText('Viewer', { exact: true }).waitFor();
  await watcher.getByText('No Shipments Found').waitFor();
  await watcher.evaluate(() => {
    window.__sameDocument = true;
  });

  await admin.getByRole('link', { name: 'Container Check-In' }).click();
  await admin.getByLabel('TMP Number').fill('TMP-E2E-1');
  await choose(admin, 'Container Door', '2B');
  await choose(admin, 'Dock Location', 'Dock B');
  await admin.getByLabel('PO Numbers').fill('PO-E2E-1, PO-E2E-2');
  await admin.getByRole('button', { name: 'Generate QR' }).click();
  await admin.getByRole('img', { name: /QR/i }).first().waitFor();
  await admin.getByRole('button', { name: 'Check In Container' }).click();
  await admin.getByText('Container Check-In Complete').waitFor();
  await screenshot(admin, 'foundation-admin-checked-in');

  const row = watcher.getByRole('row', { name: /TMP-E2E-1/ });
  await row.waitFor({ timeout: 10_000 });
  assert.match(await row.innerText(), /Container Check-In/);
  assert.match(await row.innerText(), /2B/);
  assert.equal(await watcher.evaluate(() => window.__sameDocument), true, 'the dashboard must update without a reload');
  await screenshot(watcher, 'foundation-watcher-live');
});

test('a signed-out visitor opening an app route signs in and lands on the route they asked for', async () => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${app.url}/container-checkin`);
  await page.waitForURL(/\/auth/);
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Username').fill('wes');
  await form.getByLabel('Password').fill('wes-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Welcome back!').waitFor();
  await page.waitForURL(`${app.url}/container-checkin`);
});

test('an unknown path shows the not-found page', async () => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${app.url}/no-such-page`);
  await page.getByText('404 Page Not Found').waitFor();
  await page.getByText('Did you forget to add the page to the router?').waitFor();
});
