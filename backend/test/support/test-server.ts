import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Every database of one test run is named dockflow_test_{run}_..., {run} starting with the run's
 * start time in base 36 seconds, so runs sharing one server (several developers, CI beside a bench)
 * never drop each other's databases, and a crashed run's leftovers can be told by their age.
 */
export const TEST_DATABASE_PREFIX = 'dockflow_test_';

export function newRunId(): string {
  return `${Math.floor(Date.now() / 1000).toString(36)}_${randomBytes(2).toString('hex')}`;
}

/** When the run that made `database` started (ms), or null for a name not made this way. */
export function runStartOf(database: string): number | null {
  const match = /^dockflow_test_([0-9a-z]+)_[0-9a-f]{4}_/.exec(database);
  return match ? parseInt(match[1]!, 36) * 1000 : null;
}

function runId(): string {
  const run = process.env.DOCKFLOW_TEST_RUN;
  if (!run) throw new Error('Integration tests need the jest global setup (DOCKFLOW_TEST_RUN is unset)');
  return run;
}

/** This run's databases: the migrated template, and one per test file. */
export const runDatabasePrefix = () => `${TEST_DATABASE_PREFIX}${runId()}_`;
export const templateDatabase = () => `${runDatabasePrefix()}template`;

/** Where the integration tests' PostgreSQL lives: DATABASE_URL, or the embedded server started by global setup. */
export function serverUrl(): string {
  const url = process.env.DOCKFLOW_TEST_SERVER_URL;
  if (!url) throw new Error('Integration tests need the jest global setup (DOCKFLOW_TEST_SERVER_URL is unset)');
  return url;
}

export function databaseUrl(database: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withServerClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
