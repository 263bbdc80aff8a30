// Screens left open for weeks: the wall display and a floor lead's dashboard in Chromium while shipments
// change under them, their JavaScript heap (after a forced collection) and DOM counters read through the
// DevTools protocol once the page has settled, then after each round of changes. Every change is a
// shipment edit through the API: the dashboard gets each as a push, the display reads its board again
// (at most once per its throttle). Target: flat, the last reading at most 1.25x the one after the warm-up.
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/screen-memory.mjs [edits-per-round]
import { callApi, launchBrowser, registerAccount, startApp } from '../e2e/support.mjs';
import { printTable } from './lib/load.mjs';

const EDITS_PER_ROUND = Number(process.argv[2] ?? 10_000);
const ROUNDS = 4;
const TARGET_RATIO = 1.25;

const app = await startApp();
const admin = await registerAccount(app, { username: 'memory-admin', password: 'memory-admin-pass', firstName: 'Mem', lastName: 'Admin' });
const call = (method, path, body) => callApi(app, admin.cookie, method, path, body);
const shipments = [];
for (const [index, door] of ['1A', '2A', '3A'].entries()) {
  shipments.push(await call('POST', '/shipments', { tmpNumber: `TMP-MEM-${index}`, containerDoor: door, dockLocation: 'Dock A', poNumbers: [`PO-MEM-${index}`] }));
}
const browser = await launchBrowser();

/** Opens `path` in a fresh 1920 x 1080 context (signed in with `cookie` when given) and waits until it is live. */
async function openScreen(path, cookie) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  if (cookie) {
    const separator = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: app.url }]);
  }
  const page = await context.newPage();
  await page.goto(app.url + path);
  await page.locator('.connection-badge').getByText('Live').waitFor({ timeout: 30_000 });
  const requests = { count: 0 };
  page.on('request', (request) => request.url().includes('/api/') && requests.count++);
  return { context, page, cdp: await context.newCDPSession(page), requests };
}

async function reading({ page, cdp, requests }) {
  await page.waitForTimeout(1_500); // the last pushes and reads land
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { heapMb: usedSize / 1e6, nodes, listeners: jsEventListeners, requests: requests.count };
}

async function edits(count, round) {
  for (let index = 0; index < count; index++) {
    await call('PUT', `/shipments/${shipments[index % shipments.length].id}`, { notes: `round ${round}, edit ${index}`, sealNumber: `S-${index % 97}` });
  }
}

const pairing = await call('POST', '/displays', { name: 'Memory wall', docks: ['Dock A'] });
const screens = [
  { name: 'wall display', ...(await openScreen(pairing.pairingPath)) },
  { name: 'dashboard', ...(await openScreen('/', admin.cookie)) },
];
await edits(EDITS_PER_ROUND, 0); // warm-up: code compiled, caches filled
const first = await Promise.all(screens.map(reading));
const readings = [first];
for (let round = 1; round <= ROUNDS; round++) {
  await edits(EDITS_PER_ROUND, round);
  readings.push(await Promise.all(screens.map(reading)));
}
await browser.close();
await app.stop();

printTable(`Screen memory over ${ROUNDS} x ${EDITS_PER_ROUND.toLocaleString('en-US')} shipment edits after a warm-up of as many (heap after a forced GC, MB)`, screens.map((screen, index) => {
  const series = readings.map((round) => round[index]);
  const last = series.at(-1);
  const ratio = last.heapMb / series[0].heapMb;
  return {
    screen: screen.name,
    heap: series.map((entry) => entry.heapMb.toFixed(2)).join(' / '),
    'DOM nodes': series.map((entry) => entry.nodes).join(' / '),
    listeners: series.map((entry) => entry.listeners).join(' / '),
    'API requests': last.requests,
    ratio: ratio.toFixed(2),
    target: `<= ${TARGET_RATIO}x`,
    met: ratio <= TARGET_RATIO ? 'PASS' : 'FAIL',
  };
}));
