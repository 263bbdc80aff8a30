import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '../../common/domain-event.js';
import { DomainEventRecord } from './domain/domain-event.entity.js';

/** Adds the events to the append-only log inside the caller's transaction (flushed with it). */
export function appendToEventLog(em: EntityManager, events: readonly DomainEvent[]): void {
  for (const event of events) {
    em.create(DomainEventRecord, {
      id: event.id,
      type: event.type,
      shipmentId: event.shipmentId,
      actorId: event.actorId,
      occurredAt: event.occurredAt,
      payload: event.payload(),
    });
  }
}
