// Issue 16, item 2: a wall display is a device, not a person. An admin registers it on the Wall
// Displays screen; the wall screen pairs with the code; it stays live past the session idle limit
// (the app runs with SESSION_IDLE_MINUTES=1 and a person's idle session ends meanwhile); revoked,
// it shows the revoked screen at once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { callApi, launchBrowser, registerAccount, screenshot, signIn, signedInPage, startApp } from './support.mjs';

const WAIT_MS = 10_000;
/** The idle limit the app runs with here, and how long the display is left alone: past it. */
const IDLE_MINUTES = 1;
const IDLE_WAIT_MS = IDLE_MINUTES * 60_000 + 10_000;

let app;
let browser;

before(async () => {
  app = await startApp({ SESSION_IDLE_MINUTES: String(IDLE_MINUTES) });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

const doorTile = (page, door) => page.getByRole('region', { name: `Door ${door}` });

test('a display paired by code outlives the idle limit, stays live, and shows "revoked" when revoked', async () => {
  const admin = await registerAccount(app, { username: 'wall-admin', password: 'wall-admin-password', firstName: 'Wanda', lastName: 'Admin' });
  const adminPage = await signedInPage(browser, app, admin.cookie, { timeout: WAIT_MS });

  // The admin registers the display for Dock A and gets its code.
  await adminPage.goto(`${app.url}/wall-displays`);
  await adminPage.getByText('No wall displays yet. Register one to pair a screen.').waitFor();
  await adminPage.getByLabel('Display name').fill('Dock A north wall');
  await adminPage.getByRole('checkbox', { name: 'Dock A' }).check();
  await adminPage.getByRole('button', { name: 'Register Display' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Pair Dock A north wall' });
  const code = (await dialog.getByLabel('Pairing code').innerText()).trim();
  assert.match(code, /^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await screenshot(adminPage, 'displays-01-pairing-code');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = adminPage.getByRole('row').filter({ hasText: 'Dock A north wall' });
  await row.getByText('Waiting for pairing').waitFor();

  // The wall screen (no account, no session) pairs with the code typed in.
  const wallContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const wall = await wallContext.newPage();
  wall.setDefaultTimeout(WAIT_MS);
  await wall.goto(`${app.url}/display`);
  await wall.getByRole('heading', { name: 'This display is not paired' }).waitFor();
  await wall.getByLabel('Pairing code').fill(code.toLowerCase());
  await wall.getByRole('button', { name: 'Pair this display' }).click();
  await wall.getByRole('heading', { name: 'Dock A north wall — Dock A' }).waitFor();
  await wall.locator('.connection-badge').getByText('Live').waitFor();
  // Read from across the dock: the label is light on the board's dark ground, not the app's dark text.
  assert.equal(await wall.locator('.connection-badge').evaluate((badge) => getComputedStyle(badge).color), 'rgb(249, 250, 251)');
  await doorTile(wall, '1A').getByText('Free', { exact: true }).waitFor();
  const cookies = await wallContext.cookies();
  assert.deepEqual(cookies.map((cookie) => cookie.name), ['dockflow.display'], 'the display holds its device cookie and no session');
  assert.equal(cookies[0].httpOnly, true);

  // The admin sees it paired, with its last contact.
  await adminPage.reload();
  await row.getByText('Paired').waitFor();
  assert.notEqual((await row.getByRole('cell').nth(3).innerText()).trim(), '—');
  await screenshot(adminPage, 'displays-02-paired');

  // Left idle past the idle limit: a person's session signed in meanwhile and idle as long has ended.
  const idlePerson = await signIn(app, { username: 'wall-admin', password: 'wall-admin-password' });
  await wall.evaluate(() => {
    window.__sameDocument = true;
  });
  await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
  const expired = await fetch(`${app.url}/api/auth/user`, { headers: { cookie: idlePerson } });
  assert.equal(expired.status, 401, 'the idle limit has passed for a person');

  // The display is still live: a container checked in at a Dock A door shows up without a reload.
  const operator = await signIn(app, { username: 'wall-admin', password: 'wall-admin-password' });
  await callApi(app, operator, 'POST', '/shipments', { tmpNumber: 'TMP-WALL-1', containerDoor: '1A', dockLocation: 'Dock A' });
  await doorTile(wall, '1A').getByText('TMP-WALL-1').waitFor();
  // A Dock B container is not its business.
  await callApi(app, operator, 'POST', '/shipments', { tmpNumber: 'TMP-WALL-2', containerDoor: '2B', dockLocation: 'Dock B' });
  await callApi(app, operator, 'POST', '/shipments', { tmpNumber: 'TMP-WALL-3', containerDoor: '3A', dockLocation: 'Dock A' });
  await doorTile(wall, '3A').getByText('TMP-WALL-3').waitFor();
  await doorTile(wall, '2B').getByText('Free', { exact: true }).waitFor();
  assert.equal(await wall.evaluate(() => window.__sameDocument), true, 'the display updated without a reload');
  assert.equal(await wall.locator('.ant-notification-notice').count(), 0, 'no toast over the tiles');
  await screenshot(wall, 'displays-03-live-after-idle');

  // The admin revokes it: the wall shows the revoked screen at once (its socket is closed).
  const adminAgain = await signedInPage(browser, app, operator, { timeout: WAIT_MS });
  await adminAgain.goto(`${app.url}/wall-displays`);
  const rowAgain = adminAgain.getByRole('row').filter({ hasText: 'Dock A north wall' });
  await rowAgain.getByRole('button', { name: 'Revoke' }).click();
  await adminAgain.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click();
  await rowAgain.getByText('Revoked').waitFor();
  await wall.getByRole('heading', { name: 'This display was revoked' }).waitFor({ timeout: 3_000 });
  assert.equal(await doorTile(wall, '1A').count(), 0, 'no board is shown once revoked');
  await screenshot(wall, 'displays-04-revoked');
  await screenshot(adminAgain, 'displays-05-admin-revoked');

  // A reload still says revoked.
  await wall.reload();
  await wall.getByRole('heading', { name: 'This display was revoked' }).waitFor();
  await wallContext.close();
  await adminPage.context().close();
  await adminAgain.context().close();
});
