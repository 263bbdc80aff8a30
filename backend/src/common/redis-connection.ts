import { Logger } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';

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

/**
 * How long a disconnected connection's socket waits for Redis to close its side before ioredis destroys
 * it, on a timer that holds the process (2 s by default). A connection blocked in XREAD or BZPOPMIN can
 * wait that long, and a library that disconnects a duplicate a second time, after its owner has, starts
 * a timer that nothing clears. Test workers then outlived their files and were killed by jest.
 */
const DISCONNECT_WAIT_MS = 200;

/**
 * A connection that hands `onConnection` itself and every duplicate made of it, so that its owner can
 * drop them all at shutdown: libraries duplicate a connection for their blocking reads (BullMQ's
 * worker and events; the Socket.IO streams adapter, whose XREAD otherwise holds the process up to 5 s
 * after the server has closed), and a close that waits on Redis may never end while it is unreachable.
 * The name (duplicates keep it) tells an instance's connections apart in Redis's CLIENT LIST.
 */
export function trackedRedis(
  url: string,
  options: { maxRetriesPerRequest: number | null; enableOfflineQueue?: boolean; connectionName: string },
  onConnection: (connection: Redis) => void,
): Redis {
  class TrackedRedis extends Redis {
    override duplicate(override?: Partial<RedisOptions>): Redis {
      const copy = super.duplicate(override);
      onConnection(copy);
      return copy;
    }
  }
  const connection = new TrackedRedis(url, { ...options, disconnectTimeout: DISCONNECT_WAIT_MS });
  onConnection(connection);
  return connection;
}
