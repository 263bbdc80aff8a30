// Issue 16, item 5: the push handler (frontend/public/push-sw.js) in Chromium. A real subscription
// needs the browser vendor's push service, which the test machines cannot reach, so the message is
// handed to the service worker through the DevTools protocol (ServiceWorker.deliverPushMessage), as
// the push service would, after the app's tab is closed. The server's side of Web Push (encryption,
// VAPID, subscriptions) is tested in backend/test/web-push.spec.ts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, startApp } from './support.mjs';

let app;
let browser;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

test('a push reaches the device with the app’s tab closed and shows the notification the server sent', async () => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: app.url });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registered = new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const push = registrations.find((registration) => registration.scopeURL === `${app.url}/push-sw/`);
      if (push) resolve(push.registrationId);
    });
  });
  await page.goto(`${app.url}/auth`);
  // What lib/pushDevice.ts does before subscribing: the handler on its own scope.
  await page.evaluate(() => navigator.serviceWorker.register('/push-sw.js', { scope: '/push-sw/' }).then(() => undefined));
  const registrationId = await registered;
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration('/push-sw/'))?.active?.state === 'activated');

  // The tab is closed; another page of the site stays open only for the DevTools session to hand over the push.
  const watcher = await context.newPage();
  await watcher.goto(`${app.url}/auth`);
  const watcherCdp = await context.newCDPSession(watcher);
  await watcherCdp.send('ServiceWorker.enable');
  await page.close();

  const message = { title: 'New Task Assigned', body: 'Move trailer 12 to door 2B (TMP-7)', url: '/spotter', tag: 'spotter-task:t-1' };
  await watcherCdp.send('ServiceWorker.deliverPushMessage', { origin: app.url, registrationId, data: JSON.stringify(message) });

  const shown = await watcher.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/push-sw/');
    const [notification] = (await registration?.getNotifications()) ?? [];
    return notification ? { title: notification.title, body: notification.body, tag: notification.tag, data: notification.data } : null;
  });
  assert.deepEqual(await shown.jsonValue(), { title: message.title, body: message.body, tag: message.tag, data: { url: '/spotter' } });
  await screenshot(watcher, 'web-push-01-delivered');
  await context.close();
});
