// Browser-test support: the built app on a fresh database, and Debian's Chromium through playwright-core.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * Starts backend/dist/main.js (run `npm run build` first) and waits until it answers. With
 * `extraEnv.DATABASE_URL`, a second instance on that database; with `extraEnv.PORT`, on that port.
 */
export async function startApp(extraEnv = {}) {
  const database = await freshDatabase(extraEnv.DATABASE_URL);
  // A given PORT restarts an app where browsers already point (a server restart).
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, REDIS_URL: '', ...extraEnv, ...database.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${url}/api/auth/user`);
      if (response.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The app did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    port,
    /** The app process's id (benchmarks read its memory from /proc). */
    pid: child.pid,
    databaseUrl: database.env.DATABASE_URL,
    /** Sends SIGTERM and resolves with the exit code once the process is gone. */
    terminate() {
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await database.drop();
    },
  };
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
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
