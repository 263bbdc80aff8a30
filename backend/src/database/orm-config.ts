import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../migrations/index.js';
import { ENTITIES } from './entities.js';

export function ormConfig(clientUrl: string, poolMax = 10) {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, silent: true, snapshot: false },
    pool: { min: 0, max: poolMax },
    forceUtcTimezone: true,
    debug: false,
    allowGlobalContext: false,
  });
}
