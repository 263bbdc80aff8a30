import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../migrations/index.js';
import { PreparingClient } from './prepared-statements.js';

/**
 * How long a query waits for a connection (a new one, or a free one from a full pool) before it
 * fails: with PostgreSQL down or restarting, requests answer 503 promptly instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** `entities`: every module's (backend/src/entities.ts), given by the app so the database layer depends on no module. */
export function ormConfig(clientUrl: string, entities: Options['entities'], poolMax = 10) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, silent: true, snapshot: false },
    pool: { min: 0, max: poolMax },
    // No JIT compilation on the app's connections: its statements are short, and the dashboard's stats
    // (planned above PostgreSQL's JIT cost threshold) spent 45 of their 50 ms compiling (docs/performance.md, "29 Nov 2026").
    driverOptions: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, Client: PreparingClient, options: '-c jit=off' },
    forceUtcTimezone: true,
    debug: false,
    allowGlobalContext: false,
  });
}
