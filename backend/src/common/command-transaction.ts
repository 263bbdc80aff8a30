import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { MikroORM, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { Clock } from './clock.js';
import { DomainError } from './domain-error.js';
import { BULK_EVENTS, EventsCommittedInBulk } from './events/bulk-change.js';
import type { DomainEvent } from './events/domain-event.js';
import { appendToEventLog } from './events/event-log.js';
import { claimKey, storeAnswer, unstoredKey } from './idempotency/idempotency-keys.js';

/** What a command's work is handed. */
export interface CommandScope {
  /** The transaction's own entity manager: what is written through it commits or rolls back as one. */
  readonly em: EntityManager;
  /** The command's one time, read from the Clock once, for every stamp it makes. */
  readonly now: Date;
  /** Stores events in the log with this transaction; they are published once it has committed. */
  record(...events: DomainEvent[]): void;
  /**
   * Hands over the events recorded since the last call, for the work to store itself, in order with its
   * other statements (a long command that writes as it goes); they are still published once it has committed.
   */
  claimRecorded(): DomainEvent[];
}

export interface CommandOptions {
  /**
   * The 409's message when a unique key refuses the commit: two requests raced past the checks and
   * the database had the last word. Without it the violation propagates as it is.
   */
  conflictMessage?: string;
}

/**
 * Every command's one transaction: do the work, store the events it recorded, commit, and only then
 * publish them, so a rollback never reaches a client (docs/decisions.md, "Live updates"). When the
 * request carries an Idempotency-Key, the key is taken first and stored with the work's value, which
 * is what the route answers, so the effect and the key commit or roll back together
 * (docs/decisions.md, "Idempotency keys").
 */
@Injectable()
export class CommandTransaction {
  constructor(
    private readonly orm: MikroORM,
    private readonly eventBus: EventBus,
    private readonly clock: Clock,
  ) {}

  async run<T>(work: (scope: CommandScope) => Promise<T>, { conflictMessage }: CommandOptions = {}): Promise<T> {
    const now = this.clock.now();
    const events: DomainEvent[] = [];
    let claimed = 0;
    const claimRecorded = () => {
      const batch = events.slice(claimed);
      claimed = events.length;
      return batch;
    };
    const key = unstoredKey();
    let result: T;
    try {
      // Straight from the global manager: MikroORM forks it for the transaction, and with allowGlobalContext
      // off that fork hands nothing back when it ends (a fork of our own fork would merge its entities into it).
      result = await this.orm.em.transactional(async (em) => {
        if (key) await claimKey(em, key, now);
        const value = await work({ em, now, record: (...recorded) => void events.push(...recorded), claimRecorded });
        await em.flush();
        await appendToEventLog(em, claimRecorded());
        if (key) await storeAnswer(em, key, value);
        return value;
      });
    } catch (error) {
      if (conflictMessage !== undefined && error instanceof UniqueConstraintViolationException) throw new DomainError('conflict', conflictMessage);
      throw error;
    }
    if (key) key.stored = true;
    this.publish(events);
    return result;
  }

  /**
   * At once; or, when there are more than BULK_EVENTS (a 10,000-row import's would otherwise hold the
   * instance for hundreds of ms, and send every screen a push per row), one EventsCommittedInBulk
   * first, then the events, marked as published in bulk, a slice per turn of the event loop, in order.
   */
  private publish(events: DomainEvent[]): void {
    if (events.length <= BULK_EVENTS) {
      this.eventBus.publishAll(events);
      return;
    }
    for (const event of events) event.publishedInBulk = true;
    this.eventBus.publish(new EventsCommittedInBulk(events.length));
    this.publishInSlices(events, 0);
  }

  private publishInSlices(events: DomainEvent[], from: number): void {
    if (from >= events.length) return;
    setImmediate(() => {
      this.eventBus.publishAll(events.slice(from, from + BULK_EVENTS));
      this.publishInSlices(events, from + BULK_EVENTS);
    });
  }
}
