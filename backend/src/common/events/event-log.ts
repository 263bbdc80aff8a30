import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBulk, type BulkStatement } from '../../database/bulk-statement.js';
import { preparedStatement } from '../../database/prepared-statements.js';
import type { DomainEvent } from './domain-event.js';

const INSERT_EVENTS = preparedStatement(
  `insert into domain_events (id, type, shipment_id, actor_id, occurred_at, payload)
   select row.id, row.type, row.shipment_id, row.actor_id, row.occurred_at, row.payload
   from jsonb_to_recordset($1::jsonb) as row (id uuid, type text, shipment_id uuid, actor_id uuid, occurred_at timestamptz, payload jsonb)`,
);

/**
 * The one INSERT that adds the events to the append-only log, however many there are (a schedule import
 * stores one per shipment; the ORM's unit of work costs about a tenth of a millisecond per row, which
 * thousands of rows notice). The stored payload is the details.
 */
export function eventLogInsert(events: readonly DomainEvent[]): BulkStatement {
  const rows = events.map((event) => ({
    id: event.id,
    type: event.type,
    shipment_id: event.shipmentId,
    actor_id: event.actorId,
    occurred_at: event.occurredAt,
    payload: event.details,
  }));
  return { sql: INSERT_EVENTS, parameters: [JSON.stringify(rows)] };
}

/** Adds the events to the log inside the caller's transaction. */
export async function appendToEventLog(em: EntityManager, events: readonly DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  const { sql, parameters } = eventLogInsert(events);
  await executeBulk(em, sql, parameters);
}
