import { fileURLToPath } from 'node:url';
// Jest loads global setup through CommonJS without the module mapper, hence the .ts specifiers.
import { startEmbeddedPostgres, type RunningPostgres } from '../../src/config/embedded-postgres.ts';
import { TEMPLATE_DATABASE, withServerClient } from './test-server.ts';

declare global {
  var dockflowEmbeddedTestPostgres: RunningPostgres | undefined;
}

/**
 * Picks the PostgreSQL server for the integration tests (DATABASE_URL, else an embedded one) and
 * drops the previous run's template, so the first test file migrates a fresh one.
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
  await withServerClient(async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    const leftovers = await client.query<{ datname: string }>(`select datname from pg_database where datname like 'dockflow_test_%'`);
    for (const { datname } of leftovers.rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
