import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventDetails, TimelineEntry, TimelineEventType } from '@dockflow/contracts';
import { toIso, type SqlTimestamp } from '../../../../common/sql-values.js';
import { ACTOR_NAME_SQL } from './actor-name.js';
import { ShipmentTimelineQuery } from './shipment-timeline.query.js';
import { rowsOfShipment } from '../shipment-rows.js';

/** A stored event of a shipment's timeline: its payload is the catalog's details of its type. */
type StoredEvent<K extends TimelineEventType = TimelineEventType> = {
  [P in K]: {
    id: string;
    type: P;
    occurred_at: SqlTimestamp;
    actor_id: string | null;
    actor_name: string | null;
    payload: EventDetails<P>;
  };
}[K];

function toEntry<K extends TimelineEventType>(row: StoredEvent<K>): TimelineEntry<K> {
  return { id: row.id, type: row.type, occurredAt: toIso(row.occurred_at), actorId: row.actor_id, actorName: row.actor_name, details: row.payload };
}

/** The shipment's timeline: its stored domain events in order, with who did what (docs/product.md §3.10, §11). */
@QueryHandler(ShipmentTimelineQuery)
export class ShipmentTimelineHandler implements IQueryHandler<ShipmentTimelineQuery, TimelineEntry[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ shipmentId }: ShipmentTimelineQuery): Promise<TimelineEntry[]> {
    const em = this.orm.em.fork();
    const rows = await rowsOfShipment(em, shipmentId, () => em.execute<StoredEvent[]>(
      `select e.id, e.type, e.occurred_at, e.actor_id, e.payload,
              case when e.actor_id is null then 'System' else ${ACTOR_NAME_SQL} end as actor_name
       from domain_events e left join users u on u.id = e.actor_id
       where e.shipment_id = ? order by e.sequence`,
      [shipmentId],
    ));
    return rows.map(toEntry);
  }
}
