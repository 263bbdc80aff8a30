import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/domain-error.js';

/** Exports one user may have under way at once: a second click waits for the first file. */
const PER_USER = 1;
/** Exports one instance prepares at once: each reads every matching shipment (seconds at 20,000). */
const PER_INSTANCE = 3;

/**
 * Bounds the exports under way on this instance. An export is a read of every matching shipment
 * streamed into a file, open to any signed-in role: twelve at once from one viewer held the
 * dashboard's figures up to 2 s (docs/reliability.md). Counted per instance, in memory: an export
 * lives and dies with the request that streams it. Not a library's rate limiter: this counts work
 * under way, released when it ends, not requests over a window.
 */
@Injectable()
export class ExportSlots {
  private readonly byUser = new Map<string, number>();
  private total = 0;

  /** Takes a slot for `userId`, or refuses with 429; the returned function gives it back (once). */
  take(userId: string): () => void {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= PER_USER) throw busy('Your export is still being prepared; try again when it has downloaded.');
    if (this.total >= PER_INSTANCE) throw busy('Other exports are being prepared; try again in a few seconds.');
    this.byUser.set(userId, mine + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    };
  }
}

function busy(message: string): DomainError {
  return new DomainError('rate_limited', message, 'RATE_LIMITED', undefined, { retryAfterSeconds: 5 });
}
