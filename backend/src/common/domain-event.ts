import { randomUUID } from 'node:crypto';

/**
 * A fact the domain records: stored in domain_events inside the command's transaction and
 * published on the event bus only after the commit (docs/architecture.md §1, "The flow of one command").
 */
export abstract class DomainEvent {
  /** The id of its row in domain_events, known before the insert so pushes can name the entry. */
  readonly id: string = randomUUID();
  abstract readonly type: string;
  /** The shipment whose timeline shows this event, if any. */
  abstract readonly shipmentId: string | null;

  constructor(
    readonly actorId: string | null,
    readonly occurredAt: Date,
  ) {}

  /** What the log keeps about this event besides its type, shipment, actor and time. */
  abstract payload(): Record<string, unknown>;
}
