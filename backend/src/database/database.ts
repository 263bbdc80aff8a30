import { MikroORM, type Options } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { AppConfig } from '../config/env.js';
import { startEmbeddedPostgres } from '../config/embedded-postgres.js';
import { CONNECT_TIMEOUT_MS, ormConfig } from './orm-config.js';

export interface Database {
  url: string;
  orm: MikroORM;
  /** A small pool of its own for the session store. */
  sessionPool: pg.Pool;
  close(): Promise<void>;
}

/** Applies pending migrations; instances starting together take turns (an advisory lock held around the run). */
async function migrate(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  await em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('dockflow:migrations'))`);
    await orm.migrator.up();
  });
}

/** DATABASE_URL when set, else the embedded PostgreSQL, with these entities; applies pending migrations before returning. */
export async function openDatabase(config: AppConfig, entities: Options['entities']): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, 'dockflow');
  const url = config.databaseUrl ?? embedded!.url;
  const orm = await MikroORM.init(ormConfig(url, entities));
  await migrate(orm);
  const sessionPool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection dropped by the server (restart, failover) must not crash the app; the pool reconnects.
  sessionPool.on('error', (error) => console.error(`[sessions] idle database connection lost: ${error.message}`));
  return {
    url,
    orm,
    sessionPool,
    async close() {
      await orm.close();
      await sessionPool.end();
      await embedded?.stop();
    },
  };
}
