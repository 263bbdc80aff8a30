import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

/**
 * Logs a Redis outage once (ioredis reports every reconnection attempt, and an error without a
 * listener is printed as "Unhandled error event"); the next outage after a recovery is logged again.
 */
export function reportOutages(connection: Redis, logger: Logger): Redis {
  let reported = false;
  connection.on('error', (error: Error) => {
    if (!reported) logger.warn(`Redis unavailable: ${error.message}`);
    reported = true;
  });
  connection.on('ready', () => (reported = false));
  return connection;
}

/** One connection for counters and publishing; fails fast instead of queueing commands while Redis is down. */
export function connectRedis(url: string): Redis {
  return reportOutages(new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }), new Logger('Redis'));
}
