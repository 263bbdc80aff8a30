// Issue 16: every screen at a phone (390 x 844), a tablet (820 x 1180) and a wall screen (1920 x 1080):
// the page never scrolls sideways and each screen's primary action lies inside the viewport. On the
// phone and the tablet the sidebar is a drawer with labels, and a tap on a listed shipment opens it;
// on the phone a spotter's own tasks come before the New Task form. Data is set up through the API.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { callApi, launchBrowser, registerAccount, screenshot, shipmentAtLoading, signIn, startApp } from './support.mjs';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'tablet', width: 820, height: 1180, touch: true },
  { name: 'wall', width: 1920, height: 1080, touch: false },
];
const LOADED = { tmpNumber: 'TMP-VIEW-1', door: '2B', dock: 'Dock B', po: 'PO-VIEW-1' };
const LOADING = { tmpNumber: 'TMP-VIEW-2', door: '3A', dock: 'Dock A', po: 'PO-VIEW-2' };
/** Checked in with its truck: a shipment for the Bill of Lading screen. */
const ARRIVED = { tmpNumber: 'TMP-VIEW-3', containerDoor: '2A', dockLocation: 'Dock A', poNumbers: ['PO-VIEW-3'] };
/** Its bill of lading recorded too: a shipment for the OTR & Forklift Setup screen. */
const BOL_DONE = { tmpNumber: 'TMP-VIEW-4', containerDoor: '2C', dockLocation: 'Dock C', poNumbers: ['PO-VIEW-4'] };
/** Only its container checked in: the widest status a dashboard row shows, with an ETA (far ahead, so never late). */
const CONTAINER_IN = { tmpNumber: 'TMP-VIEW-5', containerDoor: '1C', dockLocation: 'Dock C', poNumbers: ['PO-VIEW-5'], estimatedCompletion: '2099-11-28T16:07:00.000Z' };
/** A laptop's widths where the sidebar stays open beside the dashboard (from antd's `lg`, 992 px, to 1279 px). */
const LAPTOP_WIDTHS = [992, 1024, 1279];
const SPOTTER = { username: 'sam.spotter', password: 'sam-password', firstName: 'Sam', lastName: 'Spotter', role: 'viewer', crewFunctions: ['spotter'] };
const OPERATOR = { username: 'olive', password: 'olive-password', firstName: 'Olive', lastName: 'Operator', role: 'operator' };

let app;
let browser;
let adminCookie;
let spotterCookie;
let loaded;

const mainSubmit = (page) => page.locator('main button[type="submit"]').first();
/** The workflow screens start by picking the shipment. */
const shipmentPicker = (page) => page.locator('.ant-select', { has: page.getByLabel('Shipment', { exact: true }) });

/** Each screen and its primary action, as the admin sees it (the spotter board as a spotter). */
const SCREENS = [
  { path: '/', action: (page) => page.getByRole('link', { name: `View ${LOADING.tmpNumber}` }) },
  { path: '/dock-import', action: (page) => page.locator('main').getByRole('button', { name: /Import/ }).first() },
  { path: '/container-checkin', action: mainSubmit },
  { path: '/truck-checkin', action: mainSubmit },
  { path: '/bol-entry', action: shipmentPicker },
  { path: '/otr-setup', action: mainSubmit },
  { path: '/count-confirmation', action: shipmentPicker },
  { path: '/trucker-status', action: (page) => page.getByRole('button', { name: /Release Driver/ }) },
  { path: '/container-loading', action: shipmentPicker },
  { path: '/spotter', as: 'spotter', action: (page) => page.getByRole('button', { name: /Start/ }) },
  { path: '/completed-loads', action: (page) => page.getByRole('button', { name: `Copy ${LOADED.tmpNumber}` }) },
  { path: '/user-management', action: (page) => page.getByRole('button', { name: `Edit ${OPERATOR.username}` }) },
  { path: '/user-management', action: (page) => page.getByRole('button', { name: `Delete ${OPERATOR.username}` }) },
  { path: () => `/shipments/${loaded.id}`, action: (page) => page.getByRole('button', { name: 'Edit' }) },
  { path: '/profile', action: mainSubmit },
];

async function pageAt(viewport, cookie) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.touch, locale: 'en-US' });
  const separator = cookie.indexOf('=');
  await context.addCookies([{ name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: app.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/**
 * The first screen of a page loads in full; the next ones open as a link in the app does (the router
 * follows a history change), so each viewport pass pays the app's start once rather than per screen.
 * The screen has changed when the main area's heading has: until then the previous one is still shown.
 */
async function openScreen(page, path) {
  if (!page.url().startsWith(app.url)) return page.goto(`${app.url}${path}`);
  if (page.url() === `${app.url}${path}`) return;
  const before = await page.evaluate(() => document.querySelector('main h2')?.textContent ?? null);
  await page.evaluate((next) => {
    history.pushState(null, '', next);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((old) => {
    const now = document.querySelector('main h2')?.textContent;
    return now !== undefined && now !== old;
  }, before);
}

/**
 * The element's box lies across the viewport's width (it may be further down), and the page does not
 * scroll sideways. Measured again for a moment while a drawer or a layout is still moving.
 */
async function assertInView(page, locator, what) {
  await locator.waitFor();
  const measure = async () => ({
    box: await locator.boundingBox(),
    ...(await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))),
  });
  const fits = ({ box, scrollWidth, innerWidth }) => scrollWidth <= innerWidth && box && box.x >= 0 && box.x + box.width <= innerWidth;
  let seen = await measure();
  for (let attempt = 0; attempt < 20 && !fits(seen); attempt += 1) {
    await page.waitForTimeout(100);
    seen = await measure();
  }
  const { box, scrollWidth, innerWidth } = seen;
  assert.ok(scrollWidth <= innerWidth, `${what}: the page is ${scrollWidth} px wide in a ${innerWidth} px viewport`);
  assert.ok(box && box.x >= 0 && box.x + box.width <= innerWidth, `${what}: the action spans ${box?.x} to ${box && box.x + box.width} in ${innerWidth} px`);
}

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  ({ cookie: adminCookie } = await registerAccount(app, { username: 'ada', password: 'ada-password', firstName: 'Ada', lastName: 'Admin' }));
  await callApi(app, adminCookie, 'POST', '/users', OPERATOR);
  const spotter = await callApi(app, adminCookie, 'POST', '/users', SPOTTER);
  loaded = await shipmentAtLoading(app, adminCookie, LOADED, 20);
  await shipmentAtLoading(app, adminCookie, LOADING, 2);
  for (const shipment of [ARRIVED, BOL_DONE]) {
    await callApi(app, adminCookie, 'POST', '/shipments', shipment);
    const { id: poId } = await callApi(app, adminCookie, 'GET', `/purchase-orders/${shipment.poNumbers[0]}`);
    await callApi(app, adminCookie, 'PUT', `/purchase-orders/${poId}`, { driverName: 'Ray Arrived', driverPhone: '555-0101', truckColor: 'Red', truckNumber: 'TRK-303', otrDoor: 'OTR-1' });
    if (shipment === BOL_DONE) await callApi(app, adminCookie, 'PUT', `/purchase-orders/${poId}`, { pieces: 80, pallets: 8, netWeight: '900.00', grossWeight: '1000.00' });
  }
  await callApi(app, adminCookie, 'POST', '/shipments', CONTAINER_IN);
  await callApi(app, adminCookie, 'POST', '/spotter-tasks', { taskDescription: 'Move trailer 7 to door 2A', assignedTo: spotter.id, priority: 'high' });
  spotterCookie = await signIn(app, SPOTTER);
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

for (const viewport of VIEWPORTS) {
  describe(`at ${viewport.width} x ${viewport.height} (${viewport.name})`, () => {
    test("each screen's primary action is in view, without sideways scrolling", async () => {
      const pages = { admin: await pageAt(viewport, adminCookie), spotter: await pageAt(viewport, spotterCookie) };
      try {
        for (const screen of SCREENS) {
          const page = pages[screen.as ?? 'admin'];
          const path = typeof screen.path === 'function' ? screen.path() : screen.path;
          const name = `viewport-${viewport.width}${path.replaceAll('/', '-').replace(/-$/, '-dashboard')}`;
          await openScreen(page, path);
          const what = `${path} at ${viewport.width} px`;
          await assertInView(page, screen.action(page), what)
            // The header's last item, after the Scan button and the connection badge.
            .then(() => assertInView(page, page.getByRole('button', { name: /^User menu/ }), `the header of ${what}`))
            .catch(async (error) => {
              await screenshot(page, `${name}-FAILED`);
              throw error;
            });
          await screenshot(page, name);
        }
      } finally {
        await Promise.all(Object.values(pages).map((page) => page.context().close()));
      }
    });

    if (viewport.touch) {
      test('the sidebar is a drawer with labels, and a tap on a shipment opens it', async () => {
        const page = await pageAt(viewport, adminCookie);
        try {
          await page.goto(`${app.url}/`);
          await page.getByRole('button', { name: 'Open navigation' }).click();
          const drawer = page.getByRole('dialog');
          await assertInView(page, drawer.getByRole('link', { name: 'Container Loading', exact: true }), 'the drawer');
          await drawer.getByRole('link', { name: 'Trucker Status', exact: true }).click();
          await page.getByRole('heading', { name: 'Trucker Status Board' }).waitFor();

          await page.goto(`${app.url}/`);
          // A card on the phone, a table row on the tablet: tapped on its text, not on a button.
          await page.locator('main').locator('li, tr').filter({ hasText: LOADING.tmpNumber }).getByText(LOADING.door, { exact: true }).tap();
          await page.getByRole('heading', { name: LOADING.tmpNumber }).waitFor();
        } finally {
          await page.context().close();
        }
      });

      test("a spotter's own tasks come before the New Task form", async () => {
        const page = await pageAt(viewport, spotterCookie);
        try {
          await page.goto(`${app.url}/spotter`);
          const tasks = await page.getByText('Move trailer 7 to door 2A').first().boundingBox();
          const form = await page.getByText('New Task', { exact: true }).first().boundingBox();
          assert.ok(tasks.y < form.y, `the task is at ${tasks.y} px, the New Task form at ${form.y} px`);
        } finally {
          await page.context().close();
        }
      });
    }
  });
}

describe('on a laptop, the sidebar open', () => {
  for (const width of LAPTOP_WIDTHS) {
    test(`the dashboard's table fits its card at ${width} px, nothing under the pinned actions`, async () => {
      const page = await pageAt({ width, height: 900, touch: false }, adminCookie);
      try {
        await page.goto(`${app.url}/`);
        const table = page.getByRole('table', { name: 'Active Shipments' });
        await table.getByRole('row').filter({ hasText: CONTAINER_IN.tmpNumber }).getByText('Container Check-In').waitFor();
        const { tableWidth, cardWidth } = await table.evaluate((element) => ({
          tableWidth: element.getBoundingClientRect().width,
          cardWidth: element.parentElement.clientWidth,
        }));
        await screenshot(page, `viewport-laptop-${width}-dashboard`);
        assert.ok(tableWidth <= cardWidth, `the table is ${tableWidth} px wide in a ${cardWidth}-px card`);
      } finally {
        await page.context().close();
      }
    });
  }
});

test('on a phone, a 50-character TMP number wraps in its card instead of widening the page', async () => {
  const longest = { tmpNumber: `TMP-${'W'.repeat(46)}`, containerDoor: '3C', dockLocation: 'Dock C', poNumbers: ['PO-VIEW-LONG'] };
  await callApi(app, adminCookie, 'POST', '/shipments', longest);
  const page = await pageAt(VIEWPORTS[0], adminCookie);
  try {
    await page.goto(`${app.url}/`);
    const title = page.locator('.plain-cards-title', { hasText: longest.tmpNumber });
    await assertInView(page, title, 'the long TMP number\'s card title');
    await screenshot(page, 'viewport-390-dashboard-long-tmp');
  } finally {
    await page.context().close();
  }
});

test('on a phone a toast comes in under the header, clear of the screen’s buttons at the bottom', async () => {
  const page = await pageAt(VIEWPORTS[0], adminCookie);
  try {
    await page.goto(`${app.url}/`);
    const popup = page.context().waitForEvent('page');
    await page.locator('main').getByRole('button', { name: 'Export', exact: true }).click();
    await (await popup).close();
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'The shipments export opens in a new window.' });
    await toast.waitFor();
    await page.waitForTimeout(600); // its entrance slides it down from above
    const box = await toast.boundingBox();
    assert.ok(box.y >= 64 && box.y + box.height < VIEWPORTS[0].height / 2, `the toast spans ${box.y} to ${box.y + box.height} px of an 844-px screen`);
    await screenshot(page, 'viewport-390-toast');
  } finally {
    await page.context().close();
  }
});

test('on a phone and a tablet, Record Row is on the first screen of Container Loading, above the grid', async () => {
  for (const viewport of VIEWPORTS.slice(0, 2)) {
    const page = await pageAt(viewport, adminCookie);
    try {
      await page.goto(`${app.url}/container-loading`);
      await shipmentPicker(page).click();
      await page.getByTitle(new RegExp(LOADING.tmpNumber)).first().click();
      const button = page.getByRole('button', { name: /Record Row/ });
      await button.waitFor();
      const box = await button.boundingBox();
      assert.ok(box.y + box.height <= viewport.height, `Record Row ends at ${box.y + box.height} px on a ${viewport.height}-px screen`);
      await screenshot(page, `viewport-${viewport.width}-container-loading-selected`);
    } finally {
      await page.context().close();
    }
  }
});
