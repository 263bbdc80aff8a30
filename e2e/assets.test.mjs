// Issue 12: the built app's scripts go out as the build's brotli (else gzip) files, cached for good,
// while index.html is revalidated on every load; Chromium runs the app from them.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { launchBrowser, startApp } from './support.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DIST = new URL('../frontend/dist', import.meta.url).pathname;

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

/** One GET, its body as it came over the wire (fetch would decode it). */
function get(path, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(`${app.url}${path}`, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('the entry script goes out as the build’s brotli file (gzip for gzip-only clients), cached for a year as immutable', async () => {
  const index = await get('/', { 'accept-encoding': 'br, gzip' });
  assert.equal(index.status, 200);
  assert.equal(index.headers['content-encoding'], 'br');
  assert.equal(index.headers['cache-control'], 'no-cache');
  const entry = brotliDecompressSync(index.body).toString().match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/)?.[1];
  assert.ok(entry, 'index.html names its entry script');
  const original = await readFile(`${DIST}${entry}`);

  const br = await get(entry, { 'accept-encoding': 'br, gzip' });
  assert.equal(br.status, 200);
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers['cache-control'], IMMUTABLE);
  assert.match(br.headers['content-type'], /^text\/javascript; charset=utf-8$/i);
  assert.match(br.headers.vary, /accept-encoding/i);
  assert.equal(Number(br.headers['content-length']), br.body.length);
  assert.ok(br.body.equals(await readFile(`${DIST}${entry}.br`)), 'the .br file the build wrote');
  assert.ok(brotliDecompressSync(br.body).equals(original));

  const gzip = await get(entry, { 'accept-encoding': 'gzip' });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.equal(gzip.headers['cache-control'], IMMUTABLE);
  assert.ok(gunzipSync(gzip.body).equals(original));

  const plain = await get(entry, {});
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.ok(plain.body.equals(original));
});

test('the first page\'s code opens with V8\'s compile hint, in each encoding the server sends', async () => {
  const index = brotliDecompressSync((await get('/', { 'accept-encoding': 'br' })).body).toString();
  const boot = index.match(/<script type="module" crossorigin src="(\/assets\/boot-[^"]+\.js)">/)?.[1];
  assert.ok(boot, 'index.html names boot');
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const bodies = {
    br: brotliDecompressSync((await get(boot, { 'accept-encoding': 'br' })).body),
    gzip: gunzipSync((await get(boot, { 'accept-encoding': 'gzip' })).body),
    identity: (await get(boot, {})).body,
  };
  for (const [encoding, body] of Object.entries(bodies)) assert.equal(body.subarray(0, HINT.length).toString(), HINT, `${encoding}: the hint is the first line`);
  assert.ok(bodies.br.equals(bodies.identity) && bodies.gzip.equals(bodies.identity), 'the three are the same file');
});

test('Chromium runs the sign-in page from the compressed scripts', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${app.url}/auth`);
  await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.ok(scripts.length > 1, `scripts loaded: ${scripts.length}`);
  for (const response of scripts) {
    const file = new URL(response.url()).pathname;
    const headers = await response.allHeaders();
    assert.equal(headers['content-encoding'], existsSync(`${DIST}${file}.br`) ? 'br' : undefined, file);
    // Hashed files never change; the service worker's registration script keeps its name, so it is revalidated.
    assert.equal(headers['cache-control'], file.startsWith('/assets/') ? IMMUTABLE : 'no-cache', file);
  }
  assert.ok(scripts.some((response) => new URL(response.url()).pathname.startsWith('/assets/')), 'the app itself runs from /assets');
  await context.close();
});
