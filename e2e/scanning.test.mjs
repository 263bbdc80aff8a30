// Issue 16, scanning: a shipment's printed QR label shown to the phone's camera (Chromium's fake camera
// playing a video of the label, made with the qrcode package as the server makes it) opens the shipment;
// a keyboard-wedge scanner typing a TMP number and Enter into the page opens that shipment, on the
// Container Loading screen selects that container instead, and into a text field is just typing. Its
// keys come as fast as the browser takes them, as a scanner's do.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import QRCode from 'qrcode';
import { callApi, launchBrowser, registerAccount, scanWithWedge, screenshot, shipmentAtLoading, signIn, startApp } from './support.mjs';

const OPERATOR = { username: 'olive', password: 'olive-password', firstName: 'Olive', lastName: 'Operator', role: 'operator' };
const LOADING = { tmpNumber: 'TMP-SCAN-1', door: '2B', dock: 'Dock B', po: 'PO-SCAN-1' };
const ARRIVED = { tmpNumber: 'TMP-SCAN-2', containerDoor: '3A', dockLocation: 'Dock A', poNumbers: ['PO-SCAN-2'] };
const FRAME = { width: 640, height: 480, pixelsPerModule: 8 };

let app;
let browser;
let cookie;
let videoDir;
let arrived;
let loading;

/**
 * A Y4M video (what --use-file-for-fake-video-capture plays) of the shipment's label: its QR code,
 * black on white in the middle of the frame. 4:2:0, so the colour planes are flat grey.
 */
async function labelVideo(url) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const { width, height, pixelsPerModule } = FRAME;
  const side = modules.size * pixelsPerModule;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      if (modules.get(Math.floor(y / pixelsPerModule), Math.floor(x / pixelsPerModule))) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = path.join(videoDir, 'label.y4m');
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame, frame, frame]));
  return file;
}

/**
 * A read through the camera: the dialog's first opening loads the scanner's code, the fake camera
 * starts, and frames are decoded until one reads. Seconds on a busy CI machine; the screens' other
 * waits keep the page's 10 s.
 */
const CAMERA_READ_MS = 30_000;

/**
 * What the dialog shows and what its video holds: printed when a camera read times out, so that a
 * failure says whether the camera opened, plays, and shows the label (docs/reliability.md).
 */
async function cameraState(page) {
  return page.evaluate(() => {
    const video = document.querySelector('video');
    const frame = { min: null, max: null };
    if (video?.videoWidth) {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d');
      context.drawImage(video, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      frame.min = 255;
      frame.max = 0;
      for (let index = 0; index < data.length; index += 4) {
        frame.min = Math.min(frame.min, data[index]);
        frame.max = Math.max(frame.max, data[index]);
      }
    }
    const tracks = video?.srcObject?.getTracks().map((track) => `${track.readyState}${track.muted ? ' muted' : ''}`) ?? [];
    return JSON.stringify({ dialog: document.querySelector('.ant-modal')?.innerText, readyState: video?.readyState, width: video?.videoWidth, paused: video?.paused, tracks, frame });
  });
}

/** Waits for a camera read's effect, printing the camera's state if it does not come. */
async function afterCameraRead(page, wait) {
  try {
    await wait;
  } catch (error) {
    console.log(`# camera read timed out; camera state: ${await cameraState(page)}`);
    throw error;
  }
}

async function pageAt(width, height) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, locale: 'en-US' });
  await context.grantPermissions(['camera'], { origin: app.url });
  const separator = cookie.indexOf('=');
  await context.addCookies([{ name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: app.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

before(async () => {
  app = await startApp();
  const admin = await registerAccount(app, { username: 'ada', password: 'ada-password', firstName: 'Ada', lastName: 'Admin' });
  await callApi(app, admin.cookie, 'POST', '/users', OPERATOR);
  loading = await shipmentAtLoading(app, admin.cookie, LOADING);
  arrived = await callApi(app, admin.cookie, 'POST', '/shipments', ARRIVED);
  cookie = await signIn(app, OPERATOR);
  videoDir = await mkdtemp(path.join(tmpdir(), 'dockflow-scan-'));
  // The label as printed at check-in: the shipment page's absolute URL (docs/product.md §10).
  const { qrCode } = await callApi(app, cookie, 'GET', `/shipments/${arrived.id}/qr`);
  assert.match(qrCode, /^data:image\/png;base64,/);
  const video = await labelVideo(`${app.url}/shipments/${arrived.id}`);
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`]);
});

after(async () => {
  await browser?.close();
  await app?.stop();
  if (videoDir) await rm(videoDir, { recursive: true, force: true });
});

test("the phone's Scan button reads a label with the camera and opens its shipment", async () => {
  const page = await pageAt(390, 844);
  try {
    await page.goto(`${app.url}/`);
    await page.locator('header').getByRole('button', { name: /Scan/ }).click();
    await page.getByRole('dialog', { name: 'Scan a Label' }).waitFor();
    await afterCameraRead(page, page.waitForURL(`${app.url}/shipments/${arrived.id}`, { timeout: CAMERA_READ_MS }));
    await page.getByRole('heading', { name: ARRIVED.tmpNumber }).waitFor();
    await screenshot(page, 'scanning-01-camera-opened-shipment');
  } finally {
    await page.context().close();
  }
});

test("a scanned label fills the text field that had the focus with its shipment's TMP number", async () => {
  const page = await pageAt(820, 1180);
  try {
    await page.goto(`${app.url}/`);
    const search = page.getByPlaceholder('Shipment ID, PO#, or Driver');
    await search.click();
    await page.locator('header').getByRole('button', { name: /Scan/ }).click();
    // The scanner's code loads on first use: "hidden" would hold before the dialog ever opened.
    await afterCameraRead(
      page,
      page.waitForFunction((tmp) => document.querySelector('input[placeholder="Shipment ID, PO#, or Driver"]')?.value === tmp, ARRIVED.tmpNumber, { timeout: CAMERA_READ_MS }),
    );
    await page.getByRole('dialog', { name: 'Scan a Label' }).waitFor({ state: 'hidden' });
    assert.equal(await search.inputValue(), ARRIVED.tmpNumber);
    assert.equal(new URL(page.url()).pathname, '/');
  } finally {
    await page.context().close();
  }
});

test('a wedge scanner typing a TMP number and Enter opens that shipment; typed into a field it is just typing', async () => {
  const page = await pageAt(1920, 1080);
  try {
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { name: 'Operations Dashboard' }).waitFor();
    // The screen acts (the drawn page has hydrated): a scan made before that is e2e/first-page.test.mjs's.
    await page.waitForFunction(() => performance.getEntriesByName('dockflow:screen-shown').length > 0);
    await page.getByPlaceholder('Shipment ID, PO#, or Driver').click();
    await page.keyboard.type(ARRIVED.tmpNumber);
    await page.keyboard.press('Enter');
    assert.equal(new URL(page.url()).pathname, '/');

    await page.evaluate(() => document.activeElement?.blur());
    await scanWithWedge(page, ARRIVED.tmpNumber);
    await page.waitForURL(`${app.url}/shipments/${arrived.id}`);
    await page.getByRole('heading', { name: ARRIVED.tmpNumber }).waitFor();
  } finally {
    await page.context().close();
  }
});

test('a scan into Container Loading’s Notes fills it and records no row; a scan while a dialog is open is not used', async () => {
  const page = await pageAt(820, 1180);
  const rows = async () => (await callApi(app, cookie, 'GET', `/shipments/${loading.id}/container-loading`)).length;
  try {
    await page.goto(`${app.url}/container-loading`);
    await page.getByRole('heading', { name: 'Container Loading' }).first().waitFor();
    await page.evaluate(() => document.activeElement?.blur());
    await scanWithWedge(page, LOADING.tmpNumber);
    await page.getByText(`Progress of ${LOADING.tmpNumber}`).waitFor();
    const before = await rows();
    const notes = page.getByLabel('Notes', { exact: true });
    await notes.click();
    await scanWithWedge(page, ARRIVED.tmpNumber);
    assert.equal(await notes.inputValue(), ARRIVED.tmpNumber);
    await page.waitForTimeout(500);
    assert.equal(await rows(), before, 'the scan’s Enter recorded no row');

    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: `QR code for ${ARRIVED.tmpNumber}` }).click();
    await page.getByRole('dialog').waitFor();
    await scanWithWedge(page, LOADING.tmpNumber);
    await page.getByText('Close the open dialog first, then scan the label again.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await page.getByRole('dialog').waitFor();
  } finally {
    await page.context().close();
  }
});

test('on the Container Loading screen a scanned container is selected there', async () => {
  const page = await pageAt(820, 1180);
  try {
    await page.goto(`${app.url}/container-loading`);
    await page.getByRole('heading', { name: 'Container Loading' }).first().waitFor();
    await page.evaluate(() => document.activeElement?.blur());
    await scanWithWedge(page, LOADING.tmpNumber);
    await page.getByText(`Progress of ${LOADING.tmpNumber}`).waitFor().catch(async (error) => {
      await screenshot(page, 'scanning-02-FAILED');
      throw new Error(`${error.message}; at ${page.url()}, focus on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`);
    });
    assert.equal(new URL(page.url()).pathname, '/container-loading');
    assert.equal(loading.tmpNumber, LOADING.tmpNumber);
    await screenshot(page, 'scanning-02-loading-selected');
  } finally {
    await page.context().close();
  }
});
