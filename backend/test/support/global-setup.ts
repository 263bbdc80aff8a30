import { fileURLToPath } from 'node:url';
// Jest loads global setup through CommonJS without the module mapper, hence the .ts specifiers.
import { startEmbeddedPostgres, type RunningPostgres } from '../../src/config/embedded-postgres.ts';
import { newRunId, runStartOf, TEST_DATABASE_PREFIX, withServerClient } from './test-server.ts';

declare global {
  var dockflowEmbeddedTestPostgres: RunningPostgres | undefined;
}

/** A run's databases left behind (a crashed or killed run) are dropped by a later run after this long. */
const LEFTOVER_AGE_MS = 3 * 60 * 60 * 1000;

/**
 * Picks the PostgreSQL server for the integration tests (DATABASE_URL, else an embedded one), names
 * this run (its first test file migrates a template of its own), and drops old runs' leftovers.
 */
export default async function globalSetup(): Promise<void> {
  let server = process.env.DATABASE_URL;
  if (!server) {
    const dataDir = fileURLToPath(new URL('../../../.data/test', import.meta.url));
    const embedded = await startEmbeddedPostgres(dataDir, Number(process.env.EMBEDDED_TEST_PG_PORT ?? 54329), 'postgres');
    globalThis.dockflowEmbeddedTestPostgres = embedded;
    server = embedded.url;
  }
  process.env.DOCKFLOW_TEST_SERVER_URL = server;
  process.env.DOCKFLOW_TEST_RUN = newRunId();
  await withServerClient(async (client) => {
    const databases = await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [TEST_DATABASE_PREFIX]);
    for (const { datname } of databases.rows) {
      const startedAt = runStartOf(datname);
      if (startedAt !== null && Date.now() - startedAt > LEFTOVER_AGE_MS) await client.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}
