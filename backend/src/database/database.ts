import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { AppConfig } from '../config/env.js';
import { startEmbeddedPostgres } from '../config/embedded-postgres.js';
import { ormConfig } from './orm-config.js';

export interface Database {
  url: string;
  orm: MikroORM;
  /** A small pool of its own for the session store. */
  sessionPool: pg.Pool;
  close(): Promise<void>;
}

/** DATABASE_URL when set, else the embedded PostgreSQL; applies pending migrations before returning. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, 'dockflow');
  const url = config.databaseUrl ?? embedded!.url;
  const orm = await MikroORM.init(ormConfig(url));
  await orm.migrator.up();
  const sessionPool = new pg.Pool({ connectionString: url, max: 4 });
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
