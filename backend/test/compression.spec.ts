import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { read, utils } from 'xlsx';
import { IMMUTABLE } from '../src/web/serve-frontend.js';
import { connectSocket, register, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire, not decoded. */
  body: Buffer;
}

const ENTRY = 'assets/index-B4x9Qm2c.js';
const TINY = 'assets/tiny-Q1w2E3r4.js';
const WASM = 'assets/zxing_reader-Z9x8C7v6.wasm';

/**
 * A built app in miniature: index.html, a hashed script, a root favicon and WebAssembly (the camera
 * scanner's reader), each with its .br and .gz, and a tiny script without.
 */
async function fakeDist(): Promise<{ dir: string; files: Record<string, Buffer> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dockflow-dist-'));
  const files: Record<string, Buffer> = {
    'index.html': Buffer.from(
      `<!doctype html><html><head><title>DockFlow</title><script type="module" src="/${ENTRY}"></script></head>` +
        `<body><div id="root"></div>${'<!-- the dock schedule, door by door -->\n'.repeat(40)}</body></html>`,
    ),
    [ENTRY]: Buffer.from(Array.from({ length: 800 }, (_, n) => `export const door${n} = ${JSON.stringify(`Door ${n % 9} at Dock ${'ABCD'[n % 4]}`)};\n`).join('')),
    [TINY]: Buffer.from('export const tiny = 1;\n'),
    // WebAssembly's magic number and version, then a body that compresses.
    [WASM]: Buffer.concat([Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]), Buffer.alloc(4096, 7)]),
    'favicon.svg': Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${'<rect width="32" height="32" rx="6" fill="#1f6feb"/>'.repeat(30)}</svg>`),
  };
  await mkdir(path.join(dir, 'assets'));
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(dir, name), content);
    if (name === TINY) continue;
    await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(content));
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(content, { level: 9 }));
  }
  return { dir, files };
}

function decode(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  if (encoding === undefined) return response.body;
  throw new Error(`Unexpected Content-Encoding ${encoding}`);
}

describe('compressed, cached answers (issue 12)', () => {
  let test: TestApp;
  let dist: Awaited<ReturnType<typeof fakeDist>>;
  let viewer: Account;

  /** One request, its body kept as it came over the wire (supertest would decode it). */
  const raw = (pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> =>
    new Promise((resolve, reject) => {
      const request = http.request(`${test.origin}${pathname}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
  const signedIn = (pathname: string, acceptEncoding: string) => raw(pathname, { cookie: viewer.cookie, 'accept-encoding': acceptEncoding });

  beforeAll(async () => {
    dist = await fakeDist();
    test = await startTestApp({}, undefined, { frontendDist: dist.dir });
    await register(test, 'compress-admin');
    viewer = await register(test, 'compress-viewer');
  });
  afterAll(async () => {
    await test.close();
    await rm(dist.dir, { recursive: true, force: true });
  });

  describe('the built app', () => {
    it.each([
      ['br, gzip', 'br', '.br'],
      ['gzip, deflate, br, zstd', 'br', '.br'],
      ['gzip, deflate', 'gzip', '.gz'],
      ['identity', undefined, ''],
      [undefined, undefined, ''],
    ])('sends a hashed asset for Accept-Encoding %p as %p, cached for good', async (acceptEncoding, encoding, suffix) => {
      const response = await raw(`/${ENTRY}`, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      // The very file the build wrote (precompressed, not compressed again per request), decoding to the original.
      const written = suffix === '.br' ? brotliCompressSync(dist.files[ENTRY]!) : suffix === '.gz' ? gzipSync(dist.files[ENTRY]!, { level: 9 }) : dist.files[ENTRY]!;
      expect(response.body.equals(written)).toBe(true);
      expect(decode(response).equals(dist.files[ENTRY]!)).toBe(true);
    });

    it('answers HEAD for an asset with the headers of GET and no body', async () => {
      const head = await raw(`/${ENTRY}`, { 'accept-encoding': 'br, gzip' }, 'HEAD');
      const get = await raw(`/${ENTRY}`, { 'accept-encoding': 'br, gzip' });
      expect(head.status).toBe(200);
      expect(head.body).toHaveLength(0);
      for (const header of ['content-encoding', 'content-type', 'content-length', 'cache-control', 'vary', 'etag']) {
        expect(head.headers[header]).toBe(get.headers[header]);
      }
    });

    it("sends the camera scanner's WebAssembly as application/wasm, brotli, cached for good", async () => {
      // Browsers compile it while it downloads only when it comes as application/wasm.
      const response = await raw(`/${WASM}`, { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/wasm');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(decode(response).equals(dist.files[WASM]!)).toBe(true);
    });

    it('sends a hashed asset that has no compressed copy as it is, still cached for good', async () => {
      const response = await raw(`/${TINY}`, { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.body.equals(dist.files[TINY]!)).toBe(true);
    });

    it.each(['/', '/index.html', '/shipments/0b6e3c8e-4f5d-4a57-9f43-1d2d3c4b5a69', '/display?dock=A'])(
      'sends index.html for %s compressed, revalidated on every load, with the security headers',
      async (pathname) => {
        const response = await raw(pathname, { 'accept-encoding': 'br, gzip' });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(decode(response).equals(dist.files['index.html']!)).toBe(true);

        const gzip = await raw(pathname, { 'accept-encoding': 'gzip' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(decode(gzip).equals(dist.files['index.html']!)).toBe(true);
      },
    );

    it('answers HEAD for a deep link like GET, without a body', async () => {
      const response = await raw('/dashboard', { 'accept-encoding': 'gzip' }, 'HEAD');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toHaveLength(0);
    });

    it('revalidates unhashed files at the root (favicon) on every load', async () => {
      const response = await raw('/favicon.svg', { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decode(response).equals(dist.files['favicon.svg']!)).toBe(true);
    });

    it('keeps API paths out of the app, and a POST to an asset’s path does not carry the asset’s encoding', async () => {
      const api = await raw('/api/no-such-route', { 'accept-encoding': 'br, gzip' });
      expect(api.status).toBe(404);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decode(api).toString())).toMatchObject({ statusCode: 404 });

      const post = await raw(`/${ENTRY}`, { 'accept-encoding': 'br, gzip' }, 'POST');
      expect(post.status).toBe(404);
      expect(post.headers['content-encoding']).toBeUndefined();
      expect(post.body.toString()).toContain(`Cannot POST /${ENTRY}`);
    });
  });

  describe('API answers', () => {
    beforeAll(async () => {
      await test.sql(
        `insert into shipments (tmp_number, container_door, dock_location, notes, created_at)
         select 'TMP-GZ-' || lpad(n::text, 5, '0'), '2C', 'Dock C', 'compressed', now() - n * interval '1 second'
         from generate_series(1, 2500) n`,
      );
    });

    it.each([
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
    ])('compresses a JSON answer of 1 KB or more for %p as %p, decoding to the same JSON', async (acceptEncoding, encoding) => {
      const plain = await signedIn('/api/shipments?page=1&pageSize=25', 'identity');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);

      const response = await signedIn('/api/shipments?page=1&pageSize=25', acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(response).toString())).toEqual(JSON.parse(plain.body.toString()));
    });

    it('leaves an answer under 1 KB, and an error answer, as they are', async () => {
      const small = await signedIn('/api/auth/user', 'br, gzip');
      expect(small.status).toBe(200);
      expect(small.body.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString())).toMatchObject({ username: 'compress-viewer' });

      const refused = await raw('/api/shipments', { 'accept-encoding': 'br, gzip' });
      expect(refused.status).toBe(401);
      expect(refused.headers['content-security-policy']).toBeDefined();
      expect(JSON.parse(decode(refused).toString())).toMatchObject({ statusCode: 401 });
    });

    it('does not compress an answer to HEAD', async () => {
      const response = await raw('/api/shipments?page=1&pageSize=25', { cookie: viewer.cookie, 'accept-encoding': 'br, gzip' }, 'HEAD');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toHaveLength(0);
    });

    it.each([
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ])('streams the CSV export compressed for %p as %p, the same file once decoded', async (acceptEncoding, encoding) => {
      const plain = await signedIn('/api/export/shipments?format=csv&search=TMP-GZ', 'identity');
      const lines = plain.body.toString().trim().split('\r\n');
      expect(lines).toHaveLength(2501);

      const response = await signedIn('/api/export/shipments?format=csv&search=TMP-GZ', acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      // Sent in chunks as it is written, never measured (buffered) first.
      expect(response.headers['transfer-encoding']).toBe('chunked');
      expect(response.headers['content-length']).toBeUndefined();
      expect(decode(response).equals(plain.body)).toBe(true);
    });

    it('never compresses the .xlsx export again (it is a zip)', async () => {
      const response = await signedIn('/api/export/shipments?search=TMP-GZ', 'br, gzip');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.subarray(0, 2).toString()).toBe('PK');
      const book = read(response.body, { type: 'buffer' });
      expect(utils.sheet_to_json(book.Sheets.Shipments!)).toHaveLength(2500);
    });

    it.each([['polling'], ['websocket']])('lets Socket.IO connect over %s', async (transport) => {
      const socket = connectSocket(test, viewer.cookie, test.origin, { transports: [transport] });
      try {
        await waitForConnect(socket);
        expect(socket.connected).toBe(true);
      } finally {
        socket.disconnect();
      }
    });
  });
});
