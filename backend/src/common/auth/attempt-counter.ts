import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A counter of attempts per key over a window: in Redis when instances share it, with an in-memory
 * insurance limiter that takes over while Redis is unreachable (counting per instance instead of
 * refusing everyone); in memory alone without Redis.
 */
export function attemptCounter(redis: Redis | null, keyPrefix: string, points: number, windowSeconds: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
  if (!redis) return memory;
  return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: windowSeconds, rejectIfRedisNotReady: true, insuranceLimiter: memory });
}
