import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../src/database/orm-config.js';
import { ENTITIES } from '../../src/entities.js';
import { databaseUrl, runDatabasePrefix, templateDatabase, withServerClient } from './test-server.js';

const TEMPLATE_LOCK = 4_242_001;

/**
 * A fresh database per test file, copied from a migrated template so files never share state.
 * The first file to get here migrates the template (under an advisory lock, so parallel workers wait).
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${runDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  const template = templateDatabase();
  await withServerClient(async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        await client.query(`create database ${template}`);
        const orm = await MikroORM.init(ormConfig(databaseUrl(template), ENTITIES, 1));
        try {
          await orm.migrator.up();
        } finally {
          await orm.close();
        }
      }
      await client.query(`create database ${name} template ${template}`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return {
    url: databaseUrl(name),
    drop: () => withServerClient((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
