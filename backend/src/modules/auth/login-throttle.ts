import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DomainError } from '../../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { REDIS } from '../../common/redis.js';

export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, retryAfterSeconds);
    super('rate_limited', `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, 'RATE_LIMITED', undefined, {
      retryAfterSeconds: seconds,
    });
  }
}

interface Counter {
  count: number;
  /** Milliseconds until the window (and so any lockout) ends. */
  remainingMs: number;
}

/** Fixed-window failure counters: in memory for one instance, in Redis when several share it. */
interface CounterStore {
  peek(key: string): Promise<Counter>;
  increment(key: string, windowMs: number): Promise<Counter>;
  clear(key: string): Promise<void>;
}

class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  async peek(key: string): Promise<Counter> {
    const entry = this.counters.get(key);
    if (!entry || entry.resetAt <= Date.now()) {
      this.counters.delete(key);
      return { count: 0, remainingMs: 0 };
    }
    return { count: entry.count, remainingMs: entry.resetAt - Date.now() };
  }

  async increment(key: string, windowMs: number): Promise<Counter> {
    const current = await this.peek(key);
    const resetAt = current.count === 0 ? Date.now() + windowMs : Date.now() + current.remainingMs;
    this.counters.set(key, { count: current.count + 1, resetAt });
    return { count: current.count + 1, remainingMs: resetAt - Date.now() };
  }

  async clear(key: string): Promise<void> {
    this.counters.delete(key);
  }
}

class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async peek(key: string): Promise<Counter> {
    const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    return { count: Number(count ?? 0), remainingMs: Math.max(ttl, 0) };
  }

  async increment(key: string, windowMs: number): Promise<Counter> {
    const result = await this.redis.multi().incr(this.prefix + key).pexpire(this.prefix + key, windowMs, 'NX').pttl(this.prefix + key).exec();
    const count = Number(result?.[0]?.[1] ?? 1);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { count, remainingMs: Math.max(ttl, 0) };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

const WINDOW_MS = 15 * 60 * 1000;
/** Failures for one account from one address before that pair waits out the window. */
const PER_ACCOUNT_AND_ADDRESS = 5;
/** Failures from one address, whatever the accounts, before the address waits out the window. */
const PER_ADDRESS = 50;

/**
 * Counts failed sign-ins per account (from each client address) and per address. A lockout lasts
 * at most one 15-minute window and only for the address that failed, so nobody elsewhere can lock
 * a real user out of their own account.
 */
@Injectable()
export class LoginThrottle {
  private readonly store: CounterStore;

  constructor(@Inject(REDIS) redis: Redis | null, @Inject(APP_CONFIG) config: AppConfig) {
    this.store = redis ? new RedisCounterStore(redis, `${config.redisKeyPrefix}login:`) : new MemoryCounterStore();
  }

  async assertAllowed(username: string, address: string): Promise<void> {
    const [pair, source] = await Promise.all([this.store.peek(pairKey(username, address)), this.store.peek(`ip:${address}`)]);
    if (pair.count >= PER_ACCOUNT_AND_ADDRESS) throw new RateLimitedError(Math.ceil(pair.remainingMs / 1000));
    if (source.count >= PER_ADDRESS) throw new RateLimitedError(Math.ceil(source.remainingMs / 1000));
  }

  async recordFailure(username: string, address: string): Promise<void> {
    await Promise.all([this.store.increment(pairKey(username, address), WINDOW_MS), this.store.increment(`ip:${address}`, WINDOW_MS)]);
  }

  async recordSuccess(username: string, address: string): Promise<void> {
    await this.store.clear(pairKey(username, address));
  }
}

function pairKey(username: string, address: string): string {
  return `account:${username.trim().toLowerCase()}|${address}`;
}
