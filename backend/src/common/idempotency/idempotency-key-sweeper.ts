import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Clock } from '../clock.js';
import { deleteExpiredKeys } from './idempotency-keys.js';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Removes Idempotency-Keys past their 24 hours, every 10 minutes on each instance (deleting them twice
 * is harmless). Until then an old key is already ignored by the lookup and taken over by a new request.
 */
@Injectable()
export class IdempotencyKeySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('IdempotencyKeySweeper');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.error(`Idempotency key sweep failed: ${String(error)}`));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Returns how many keys were removed. */
  sweep(): Promise<number> {
    return deleteExpiredKeys(this.orm.em.fork(), this.clock.now());
  }
}
