import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { DomainError } from '../domain-error.js';
import { REDIS } from '../redis.js';
import { attemptCounter } from './attempt-counter.js';

const WINDOW_SECONDS = 60 * 60;

/**
 * Sign-ups per client address per hour (REGISTRATIONS_PER_HOUR). A sign-up is anonymous and hashes a
 * password, the costliest work a request does: 32 clients signing up in a loop held 60 hashes a second
 * and slowed every sign-in tenfold (docs/reliability.md). Accounts an admin creates are not counted.
 */
@Injectable()
export class RegistrationThrottle {
  private readonly perAddress: RateLimiterAbstract;

  constructor(@Inject(REDIS) redis: Redis | null, @Inject(APP_CONFIG) config: AppConfig) {
    this.perAddress = attemptCounter(redis, `${config.redisKeyPrefix}registrations`, config.registrationsPerHour, WINDOW_SECONDS);
  }

  /** Counts a sign-up from `address`, or refuses it with 429 once the hour's are spent. */
  async take(address: string): Promise<void> {
    await this.perAddress.consume(address).catch((rejection: unknown) => {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new DomainError('rate_limited', `Too many sign-ups from this address. Try again in ${Math.ceil(seconds / 60)} minute(s).`, 'RATE_LIMITED', undefined, {
        retryAfterSeconds: seconds,
      });
    });
  }
}
