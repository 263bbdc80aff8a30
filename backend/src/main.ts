import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { closeGracefully } from './web/connection-drain.js';
import { connectRedis } from './common/redis-connection.js';
import { loadConfig } from './config/env.js';
import { resolveSessionSecret } from './config/session-secret.js';
import { resolveVapidKeys } from './config/vapid-keys.js';
import { openDatabase } from './database/database.js';
import { ENTITIES } from './entities.js';
import { createSessionMiddleware } from './modules/auth/auth.public.js';
import { webPushSettings } from './modules/notifications/notifications.public.js';

async function main(): Promise<void> {
  const logger = new Logger('DockFlow');
  const config = loadConfig();
  const database = await openDatabase(config, ENTITIES);
  const session = createSessionMiddleware({
    pool: database.sessionPool,
    secret: await resolveSessionSecret(config.sessionSecret, config.dataDir),
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : null;
  const webPush = webPushSettings(config, await resolveVapidKeys(config.vapidKeys, config.dataDir));
  const app = await createApp({ config, orm: database.orm, session, redis, webPush });
  await app.listen(config.port, config.host);
  logger.log(`DockFlow is listening on http://localhost:${config.port} (${config.databaseUrl ? 'DATABASE_URL' : 'embedded PostgreSQL'})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    const deadline = setTimeout(() => process.exit(1), 10_000);
    deadline.unref();
    await closeGracefully(app);
    session.store.close();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
