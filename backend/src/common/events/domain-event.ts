import { randomUUID } from 'node:crypto';
import type { EventChanges, EventDetails, EventType } from '@dockflow/contracts';

/** What every event states besides its type: the contracts' catalog types its details and changed records. */
export interface EventFacts<K extends EventType> {
  /** What the timeline and the audit log keep (the stored payload). */
  details: EventDetails<K>;
  /** The records the event changed, carried by its push so screens need not ask again. */
  changed: EventChanges<K>;
  actorId: string | null;
  occurredAt: Date;
}

/**
 * A fact the domain records: stored in domain_events inside the command's transaction and
 * published on the event bus only after the commit (docs/decisions.md, "Live updates").
 */
export abstract class DomainEvent<K extends EventType = EventType> {
  /** The id of its row in domain_events, known before the insert so pushes can name the entry. */
  readonly id: string = randomUUID();
  readonly details: EventDetails<K>;
  readonly changed: EventChanges<K>;
  readonly actorId: string | null;
  readonly occurredAt: Date;
  /** The shipment whose timeline shows this event, if any. */
  abstract readonly shipmentId: string | null;
  /**
   * Set after the commit when its command recorded more than BULK_EVENTS: the screens get one
   * `bulk.changed` push for all of them instead of a push per event (docs/decisions.md, "Live updates").
   */
  publishedInBulk = false;

  protected constructor(
    readonly type: K,
    { details, changed, actorId, occurredAt }: EventFacts<K>,
  ) {
    this.details = details;
    this.changed = changed;
    this.actorId = actorId;
    this.occurredAt = occurredAt;
  }
}
