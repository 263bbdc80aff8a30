import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** docs/product.md §3.10: the append-only log of every command; the timeline and the audit trail. */
export const DomainEventRecord = defineEntity({
  name: 'DomainEventRecord',
  tableName: 'domain_events',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** Global order of events, for consumers that need a total order. */
    sequence: p.bigint('number').persist(false).nullable(),
    type: p.string().length(100),
    shipmentId: p.uuid().nullable(),
    actorId: p.uuid().nullable(),
    occurredAt: p.datetime(),
    payload: p.json<Record<string, unknown>>(),
  },
});
export type DomainEventRow = InferEntity<typeof DomainEventRecord>;
