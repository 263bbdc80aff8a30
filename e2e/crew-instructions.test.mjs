// Issue 14, item 10: Send Instructions reaches the crew. An operator sends the instructions from OTR &
// Forklift Setup in one browser; the OTR driver, signed in in another and on another screen, gets the
// toast and a browser notification, finds them in My Assignments and opens them; the operator's screen
// then says who opened them and when, without a reload.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { callApi, choose, expectToast, launchBrowser, registerAccount, screenshot, signedInPage, signIn, startApp } from './support.mjs';

const TMP = 'TMP-CREW-E2E';
const PO = 'PO-CREW-E2E';
const DRIVER = { username: 'olga.otr', password: 'olga-password', firstName: 'Olga', lastName: 'Driver', role: 'viewer', crewFunctions: ['otr_driver'] };
const FORKLIFT = { username: 'finn.forklift', password: 'finn-password', firstName: 'Finn', lastName: 'Forklift', role: 'operator', crewFunctions: ['forklift_operator'] };
const INSTRUCTIONS = 'Heaviest pallets first; seal when done.';

let app;
let browser;
let adminCookie;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  ({ cookie: adminCookie } = await registerAccount(app, { username: 'ada', password: 'ada-password', firstName: 'Ada', lastName: 'Admin' }));
  for (const user of [DRIVER, FORKLIFT]) await callApi(app, adminCookie, 'POST', '/users', user);
  const call = (method, path, body) => callApi(app, adminCookie, method, path, body);
  await call('POST', '/shipments', { tmpNumber: TMP, containerDoor: '2B', dockLocation: 'Dock B', poNumbers: [PO] });
  const { id: poId } = await call('GET', `/purchase-orders/${PO}`);
  await call('PUT', `/purchase-orders/${poId}`, { driverName: 'Tom Trucker', driverPhone: '555-0100', truckColor: 'Blue', truckNumber: 'TRK-9', otrDoor: 'OTR-2' });
  await call('PUT', `/purchase-orders/${poId}`, { pieces: 40, pallets: 4, netWeight: '800.00', grossWeight: '900.00' });
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

test('an OTR driver receives the instructions on another screen', async () => {
  const driverPage = await signedInPage(browser, app, await signIn(app, DRIVER), { permissions: ['notifications'] });
  await driverPage.addInitScript(() => {
    // What the page asks of the system, as the system would show it.
    const Shown = class extends window.Notification {
      constructor(title, options) {
        super(title, options);
        window.shownNotifications = [...(window.shownNotifications ?? []), { title, body: options?.body }];
      }
    };
    Object.defineProperty(Shown, 'permission', { get: () => 'granted' });
    window.Notification = Shown;
  });
  await driverPage.goto(`${app.url}/trucker-status`);
  await driverPage.getByRole('heading', { name: 'Trucker Status Board' }).waitFor();
  await driverPage.getByText('Live', { exact: true }).first().waitFor();

  const operatorPage = await signedInPage(browser, app, adminCookie);
  await operatorPage.goto(`${app.url}/otr-setup`);
  await operatorPage.getByRole('heading', { name: 'OTR & Forklift Setup' }).first().waitFor();
  await choose(operatorPage, 'Shipment', `${TMP} (BOL Entry, 2B, Dock B)`);
  await choose(operatorPage, 'OTR Driver', 'Olga Driver');
  await choose(operatorPage, 'Forklift Operator', 'Finn Forklift');
  await choose(operatorPage, 'OTR Door', 'OTR-3');
  await operatorPage.getByLabel('Instructions').fill(INSTRUCTIONS);
  await operatorPage.getByRole('button', { name: 'Assign Crew' }).click();
  await operatorPage.getByRole('button', { name: 'Send Instructions' }).click();
  await operatorPage.getByText('Not opened yet by Olga Driver').waitFor();

  await expectToast(driverPage, `Instructions for ${TMP} at OTR-3`, 'Open My Assignments');
  assert.deepEqual(await driverPage.evaluate(() => window.shownNotifications), [{ title: `Instructions for ${TMP} at OTR-3`, body: INSTRUCTIONS }]);
  await screenshot(driverPage, 'crew-instructions-01-toast');

  await driverPage.locator('aside, nav').getByRole('link', { name: 'My Assignments', exact: true }).first().click();
  await driverPage.getByRole('heading', { name: 'My Assignments' }).waitFor();
  const card = driverPage.locator('.app-content .ant-card').filter({ hasText: TMP });
  await card.waitFor();
  assert.match(await card.innerText(), /Container Door\s*2B/);
  await card.getByRole('button', { name: 'Open Instructions' }).click();
  await card.getByText(INSTRUCTIONS).waitFor();
  await screenshot(driverPage, 'crew-instructions-02-opened');

  await operatorPage.getByText(/^Opened by Olga Driver at /).waitFor();
  await operatorPage.getByText('Not opened yet by Finn Forklift').waitFor();
  await screenshot(operatorPage, 'crew-instructions-03-sender-sees-opened');
  await Promise.all([driverPage.context().close(), operatorPage.context().close()]);
});
