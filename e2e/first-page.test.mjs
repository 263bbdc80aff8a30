// The dashboard drawn on the server (docs/decisions.md, "The first page drawn by the server"): opened with a
// session, index.html carries the rows and the answers they were drawn from; the page hydrates them without
// a mismatch and then acts like any other; stored text goes out escaped in both; visitors and other paths
// get the plain index.html; the phone's layout is drawn for a phone.
//
//   npm run build && node --test e2e/first-page.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as XLSX from 'xlsx';
import { callApi, launchBrowser, registerAccount, scanWithWedge, screenshot, signedInPage, signIn, startApp } from './support.mjs';

const HOSTILE_NAME = '</script><script>window.pwned=1</script>';
const SHIPMENTS = 30;
const tmpNumber = (index) => `TMP-FP-${String(index).padStart(3, '0')}`;

let app;
let browser;
let admin;
let viewerCookie;
let operatorCookie;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  admin = await registerAccount(app, { username: 'fp-admin', password: 'secret-pass', firstName: HOSTILE_NAME, lastName: 'Lead' });
  await callApi(app, admin.cookie, 'POST', '/users', { username: 'fp-viewer', password: 'viewer-pass', role: 'viewer', firstName: 'Vera' });
  viewerCookie = await signIn(app, { username: 'fp-viewer', password: 'viewer-pass' });
  await callApi(app, admin.cookie, 'POST', '/users', { username: 'fp-operator', password: 'operator-pass', role: 'operator', firstName: 'Otto' });
  operatorCookie = await signIn(app, { username: 'fp-operator', password: 'operator-pass' });
  // More shipments than a page holds, from a dock schedule (a check-in each would need a free door).
  const rows = [['TMP Number', 'Container Door', 'Dock Location', 'Estimated Completion', 'PO Numbers']];
  for (let index = 1; index <= SHIPMENTS; index++) rows.push([tmpNumber(index), '1A', 'Dock A', new Date(Date.now() + 86_400_000), `PO-FP-${index}`]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Schedule');
  const form = new FormData();
  form.append('file', new Blob([XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' })]), 'schedule.xlsx');
  const imported = await fetch(`${app.url}/api/dock-schedule/import`, { method: 'POST', headers: { cookie: admin.cookie, origin: app.url }, body: form });
  assert.equal(imported.status, 201, await imported.clone().text());
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

const openDashboard = (cookie, headers = {}) => fetch(`${app.url}/`, { headers: { cookie, ...headers } });
const firstPageData = (html) => /<script type="application\/json" id="dockflow-first-page">(.*?)<\/script>/s.exec(html)?.[1];

test('the dashboard opened with a session carries its rows, its answers escaped, and is never cached', async () => {
  const response = await openDashboard(admin.cookie);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.match(response.headers.get('vary') ?? '', /Cookie/i);
  const html = await response.text();
  const root = /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';
  // The newest 25 shipments, as GET /api/shipments?page=1&pageSize=25 lists them.
  const { shipments } = await callApi(app, admin.cookie, 'GET', '/shipments?page=1&pageSize=25');
  assert.equal(shipments.length, 25);
  for (const shipment of shipments) assert.ok(root.includes(`>${shipment.tmpNumber}<`), `${shipment.tmpNumber} drawn`);
  assert.equal(root.match(/>TMP-FP-\d{3}</g)?.length, 25, 'one page of rows');
  // Its code has not connected yet: the header says so, and does not claim the device is offline.
  assert.match(root, /class="connection-badge"><span [^>]*><\/span><span class="connection-badge-text">Connecting<\/span><\/span>/);
  // The filters' choices are written as text, not as selects: a select the parser reads makes Chromium's form
  // filler lay out the half-read page (docs/performance.md, "29 Nov 2026 (11:30-13:00)").
  assert.doesNotMatch(root, /<select/);
  assert.match(root, /Status:<\/span><span class="filter-choice-drawn">All<\/span>/);
  // The name went out as text, and the answers with every "<" escaped: nothing closes the data element.
  assert.ok(root.includes('&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;'));
  const data = firstPageData(html);
  assert.ok(data && !data.includes('<'), 'no "<" in the answers');
  assert.equal(JSON.parse(data).state.api.queries['getCurrentUser(undefined)'].data.firstName, HOSTILE_NAME);
  assert.doesNotMatch(html, /<link rel="preload" href="\/api\//, 'the answers are in the page, not asked for again');
});

test('visitors, other paths and a dashboard with filters in its address get the plain index.html', async () => {
  for (const [path, cookie] of [['/', ''], ['/completed-loads', admin.cookie], ['/?status=loading', admin.cookie], ['/', 'dockflow.sid=s%3Aforged.signature']]) {
    const response = await fetch(`${app.url}${path}`, { headers: cookie ? { cookie } : {} });
    assert.equal(response.status, 200, path);
    const html = await response.text();
    assert.equal(firstPageData(html), undefined, `${path} ${cookie ? 'with' : 'without'} a cookie: not drawn`);
    assert.match(html, /<link rel="preload" href="\/api\/auth\/user"/);
  }
});

test('the drawn page hydrates without a mismatch, then acts: a search, a shipment opened', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const separator = admin.cookie.indexOf('=');
  await context.addCookies([{ name: admin.cookie.slice(0, separator), value: admin.cookie.slice(separator + 1), url: app.url }]);
  const page = await context.newPage();
  // A tablet's CPU: the live connection then opens, and its catch-up refetch runs, while React hydrates.
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const problems = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const apiCalls = [];
  const stylesAskedFor = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'stylesheet') stylesAskedFor.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto(`${app.url}/`);
    await page.waitForFunction(() => performance.getEntriesByName('dockflow:screen-shown').length > 0);
    assert.equal(await page.locator('table[aria-label="Active Shipments"] tbody tr').count(), 25);
    // The page's styles came written into it: the table is styled, and no stylesheet was asked for, not even once the code ran.
    assert.equal(await page.locator('table[aria-label="Active Shipments"]').evaluate((table) => getComputedStyle(table).borderCollapse), 'separate');
    assert.equal(await page.evaluate(() => window.pwned), undefined, 'the hostile name ran nothing');
    // Once hydrated, the choices are the browser's selects again.
    assert.equal(await page.getByRole('combobox', { name: 'Status' }).inputValue(), 'all');
    assert.equal(await page.locator('.filter-choice-drawn').count(), 0);
    await page.getByRole('button', { name: 'User menu' }).first().waitFor();
    assert.ok((await page.locator('.user-menu').innerText()).includes(HOSTILE_NAME));

    await page.getByLabel('Search shipments').fill(tmpNumber(3));
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Active Shipments"] tbody tr').length === 1);
    assert.match(await page.locator('table[aria-label="Active Shipments"] tbody').innerText(), /TMP-FP-003/);
    assert.deepEqual(stylesAskedFor, []);
    await page.getByRole('link', { name: `View ${tmpNumber(3)}` }).click();
    await page.waitForURL(/\/shipments\//);
    await screenshot(page, 'first-page-after-hydration');
    assert.deepEqual(problems, [], 'no hydration error, no warning');
    assert.ok(!apiCalls.includes('/api/site'), 'the site was not asked for: the page carried it');
  } finally {
    await context.close();
  }
});

test('opened again where the app is installed, the dashboard is drawn by the server through the service worker; offline, the shell opens', async () => {
  const page = await signedInPage(browser, app, admin.cookie);
  try {
    await page.goto(`${app.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const again = await page.goto(`${app.url}/`);
    assert.ok(again.fromServiceWorker(), 'answered by the service worker');
    assert.ok(firstPageData(await again.text()), 'the page the server drew, its answers in it');
    await page.waitForFunction(() => performance.getEntriesByName('dockflow:screen-shown').length > 0);

    await page.context().setOffline(true);
    const offline = await page.goto(`${app.url}/`);
    assert.ok(offline.fromServiceWorker());
    assert.equal(firstPageData(await offline.text()), undefined, 'the precached index.html');
    await page.getByRole('heading', { name: 'Operations Dashboard' }).waitFor();
    await screenshot(page, 'first-page-offline-shell');
  } finally {
    await page.context().close();
  }
});

/** The drawn dashboard opened with the app's entry held back until `release` is called: the page cannot hydrate before. */
async function drawnPageNotHydrated({ width = 1366, cookie = admin.cookie } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const separator = cookie.indexOf('=');
  await context.addCookies([
    { name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: app.url },
    { name: 'dockflow.screen', value: String(width), url: app.url },
  ]);
  let release;
  const entryHeld = new Promise((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(`${app.url}/`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Operations Dashboard' }).waitFor();
  const hydrated = () => page.evaluate(() => performance.getEntriesByName('dockflow:screen-shown').length > 0);
  return { context, page, release, hydrated };
}

test('a button clicked before the drawn page has hydrated is clicked once it has: Export Data still exports', async () => {
  const { context, page, release, hydrated } = await drawnPageNotHydrated();
  try {
    const exported = context.waitForEvent('response', (response) => response.url().includes('/api/export/shipments'));
    await page.getByRole('button', { name: 'Export Data' }).click();
    assert.equal(await hydrated(), false, 'clicked before it hydrated');
    release();
    assert.equal((await exported).status(), 200);
    await page.getByText('The shipments export opens in a new window.').waitFor();
  } finally {
    release();
    await context.close();
  }
});

test('a scan typed before the drawn page has hydrated opens its shipment once it has', async () => {
  const { context, page, release, hydrated } = await drawnPageNotHydrated();
  try {
    // Typed into the search box it is just typing; typed outside a field it is a scan.
    await page.getByPlaceholder('Shipment ID, PO#, or Driver').click();
    await page.keyboard.type(tmpNumber(7));
    await page.keyboard.press('Enter');
    await page.evaluate(() => document.activeElement?.blur());
    await scanWithWedge(page, tmpNumber(7));
    assert.equal(await hydrated(), false, 'scanned before it hydrated');
    release();
    await page.waitForURL(/\/shipments\//);
    await page.getByRole('heading', { name: tmpNumber(7) }).waitFor();
  } finally {
    release();
    await context.close();
  }
});

test('on a phone, the header says each connection word in full, keeps its user menu on screen, and has the role in the menu', async () => {
  // An operator: Operator is the widest of the role labels. 360 px: the narrowest phone the layout is drawn for.
  const { context, page, release, hydrated } = await drawnPageNotHydrated({ width: 360, cookie: operatorCookie });
  const wordFits = async (word) => {
    const seen = await page.locator('.connection-badge-text').evaluate((text, shown) => {
      text.textContent = shown;
      return { shown: text.clientWidth, needed: text.scrollWidth };
    }, word);
    assert.ok(seen.shown >= seen.needed, `the word ${word} cut short: ${JSON.stringify(seen)}`);
  };
  try {
    await page.locator('.connection-badge').getByText('Connecting').waitFor();
    assert.equal(await hydrated(), false);
    await screenshot(page, 'first-page-phone-connecting');
    const menu = await page.getByRole('button', { name: 'User menu' }).first().boundingBox();
    assert.ok(menu && menu.x >= 0 && menu.x + menu.width <= 360, `the user menu at ${JSON.stringify(menu)}, on a 360-px screen`);
    // The words the header can say, measured in its drawn layout (the longest, Reconnecting, only comes after a drop).
    for (const word of ['Connecting', 'Reconnecting', 'Offline']) await wordFits(word);
    assert.equal(await page.locator('header').getByText('Operator', { exact: true }).isVisible(), false, 'no role tag in a phone header');
    release();
    await page.locator('.connection-badge').getByText('Live').waitFor();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu').getByText('Operator', { exact: true }).waitFor();
  } finally {
    release();
    await context.close();
  }
});

test('a phone that reported its width gets the phone layout; a viewer, the edit buttons disabled', async () => {
  const response = await openDashboard(`${viewerCookie}; dockflow.screen=390`);
  const html = await response.text();
  assert.ok(firstPageData(html), 'drawn for the viewer');
  assert.match(html, /aria-label="Open navigation"/, 'the drawer button of a narrow screen');
  assert.doesNotMatch(html, /<aside class="app-sider"/);
  assert.match(html, /title="Your role \(Viewer\) cannot edit shipments\."/, 'a viewer edits nothing');
  const wide = await (await openDashboard(`${viewerCookie}; dockflow.screen=1920`)).text();
  assert.match(wide, /<aside class="app-sider"/);
});
