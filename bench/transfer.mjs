// Bytes on the wire (issue 12): the scripts index.html names, fetched with each Accept-Encoding (the
// sum of their Content-Length), and every script the signed-in dashboard loads in headless Chromium
// (the encoded body sizes it received, against the decoded ones), with Chromium's own Accept-Encoding
// and with gzip only. On an empty database: the dashboard loads the same chunks whatever it shows.
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/transfer.mjs
import http from 'node:http';
import { launchBrowser, registerAccount, startApp } from '../e2e/support.mjs';

/** Content-Length and Content-Encoding of one GET, its body read and dropped. */
function head(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ bytes, length: Number(response.headers['content-length']), encoding: response.headers['content-encoding'] ?? 'none' }));
      })
      .on('error', reject);
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB (${bytes.toLocaleString('en')} B)`;

const app = await startApp();
const browser = await launchBrowser();
try {
  const html = await (await fetch(`${app.url}/`)).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  console.log(`index.html names ${scripts.length} scripts:`);
  for (const acceptEncoding of [undefined, 'gzip', 'br, gzip']) {
    const answers = await Promise.all(scripts.map((file) => head(`${app.url}${file}`, acceptEncoding)));
    const total = answers.reduce((sum, answer) => sum + answer.length, 0);
    const encodings = [...new Set(answers.map((answer) => answer.encoding))].join('/');
    console.log(`  Accept-Encoding ${acceptEncoding ?? '(none)'}: Content-Length sum ${kb(total)}, Content-Encoding ${encodings}`);
  }

  const { cookie } = await registerAccount(app, { username: 'bench-transfer', password: 'secret-pass', firstName: 'Bench', lastName: 'Transfer' });
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  console.log('signed-in dashboard in Chromium:');
  for (const acceptEncoding of [undefined, 'gzip']) {
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: app.url }]);
    if (acceptEncoding) await context.setExtraHTTPHeaders({ 'Accept-Encoding': acceptEncoding });
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') finished.push(Promise.all([request.sizes(), request.response(), request.allHeaders()]));
    });
    await page.goto(`${app.url}/`);
    await page.getByText('No Shipments Found').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(finished);
    const encoded = loaded.reduce((sum, [sizes]) => sum + sizes.responseBodySize, 0);
    const decoded = (await Promise.all(loaded.map(async ([, response]) => (await response.body()).length))).reduce((a, b) => a + b, 0);
    const encodings = [...new Set(await Promise.all(loaded.map(async ([, response]) => (await response.allHeaders())['content-encoding'] ?? 'none')))].join('/');
    console.log(`  ${loaded.length} scripts, Accept-Encoding "${loaded[0][2]['accept-encoding']}": ${kb(encoded)} received, ${kb(decoded)} decoded, Content-Encoding ${encodings}`);
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
process.exit(0);
