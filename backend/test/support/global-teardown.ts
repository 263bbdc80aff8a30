import { runDatabasePrefix, withServerClient } from './test-server.ts';

/** Drops this run's template (each test file drops its own database) and stops an embedded server. */
export default async function globalTeardown(): Promise<void> {
  await withServerClient(async (client) => {
    const databases = await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [runDatabasePrefix()]);
    for (const { datname } of databases.rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
  await globalThis.dockflowEmbeddedTestPostgres?.stop();
}
