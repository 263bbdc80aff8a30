import { Redis } from 'ioredis';

/** One connection for counters and publishing; fails fast instead of queueing commands while Redis is down. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
}
