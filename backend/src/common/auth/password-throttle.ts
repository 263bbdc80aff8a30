import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from '../domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { REDIS } from '../redis.js';
import { attemptCounter } from './attempt-counter.js';

export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, retryAfterSeconds);
    super('rate_limited', `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, 'RATE_LIMITED', undefined, {
      retryAfterSeconds: seconds,
    });
  }
}

const WINDOW_SECONDS = 15 * 60;
/** Failed passwords for one account from one address before that pair waits out the window. */
const PER_ACCOUNT_AND_ADDRESS = 5;
/** Failed passwords from one address, whatever the accounts, before the address waits out the window. */
const PER_ADDRESS = 50;

function refusal(rejection: unknown): never {
  if (rejection instanceof RateLimiterRes) throw new RateLimitedError(Math.ceil(rejection.msBeforeNext / 1000));
  throw rejection;
}

/**
 * Guards every password check (sign-in, and the current password of a password change) by counting
 * failures per account from each client address and per address. A check first reserves one
 * attempt on both counters, atomically, and only then verifies: parallel guesses each take an
 * attempt, so no more than 5 ever reach the password. A right password gives the attempts back.
 * A lockout lasts at most one 15-minute window and only for the address that failed, so nobody
 * elsewhere can lock a real user out of their own account.
 */
@Injectable()
export class PasswordThrottle {
  private readonly perPair: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(@Inject(REDIS) redis: Redis | null, @Inject(APP_CONFIG) config: AppConfig) {
    this.perPair = attemptCounter(redis, `${config.redisKeyPrefix}login-pair`, PER_ACCOUNT_AND_ADDRESS, WINDOW_SECONDS);
    this.perAddress = attemptCounter(redis, `${config.redisKeyPrefix}login-address`, PER_ADDRESS, WINDOW_SECONDS);
  }

  /**
   * Runs `verify` (true for a right password) once an attempt is reserved for `account` from
   * `address`; refuses with 429 when either counter is spent.
   */
  async guard(account: string, address: string, verify: () => Promise<boolean>): Promise<boolean> {
    const pair = pairKey(account, address);
    await this.perPair.consume(pair).catch(refusal);
    await this.perAddress.consume(address).catch(async (rejection: unknown) => {
      await this.perPair.reward(pair);
      refusal(rejection);
    });
    let right: boolean;
    try {
      right = await verify();
    } catch (error) {
      // Not an answer about the password (e.g. the database is down): the attempt is given back.
      await Promise.all([this.perPair.reward(pair), this.perAddress.reward(address)]);
      throw error;
    }
    if (right) await Promise.all([this.perPair.delete(pair), this.perAddress.reward(address)]);
    return right;
  }
}

function pairKey(account: string, address: string): string {
  return `${account.trim().toLowerCase()}|${address}`;
}
