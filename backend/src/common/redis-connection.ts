import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

/**
 * Logs a Redis outage once (not every reconnection attempt), and keeps ioredis from printing
 * "Unhandled error event" for each: the connection reconnects by itself.
 */
export function reportOutages(connection: Redis, name: string): Redis {
  const logger = new Logger(name);
  let reported = false;
  connection.on('error', (error: Error) => {
    if (!reported) logger.warn(`Redis unavailable: ${error.message}`);
    reported = true;
  });
  connection.on('ready', () => {
    if (reported) logger.log('Redis available again');
    reported = false;
  });
  return connection;
}

/** One connection for counters and publishing; fails fast instead of queueing commands while Redis is down. */
export function connectRedis(url: string): Redis {
  return reportOutages(new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }), 'Redis');
}
