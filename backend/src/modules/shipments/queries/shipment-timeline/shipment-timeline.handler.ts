import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TimelineEntry } from '@dockflow/contracts';
import { ACTOR_NAME_SQL } from './actor-name.js';
import { ShipmentTimelineQuery } from './shipment-timeline.query.js';
import { toIso, type SqlTimestamp } from '../../../../common/sql-values.js';

interface Row {
  id: string;
  type: string;
  occurred_at: SqlTimestamp;
  actor_id: string | null;
  actor_name: string | null;
  payload: Record<string, unknown>;
}

/** The shipment's timeline: its stored domain events in order, with who did what (docs/product.md §3.10, §11). */
@QueryHandler(ShipmentTimelineQuery)
export class ShipmentTimelineHandler implements IQueryHandler<ShipmentTimelineQuery, TimelineEntry[]> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ shipmentId }: ShipmentTimelineQuery): Promise<TimelineEntry[]> {
    const rows = await this.orm.em.fork().execute<Row[]>(
      `select e.id, e.type, e.occurred_at, e.actor_id, e.payload,
              case when e.actor_id is null then 'System' else ${ACTOR_NAME_SQL} end as actor_name
       from domain_events e left join users u on u.id = e.actor_id
       where e.shipment_id = ? order by e.sequence`,
      [shipmentId],
    );
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      occurredAt: toIso(row.occurred_at),
      actorId: row.actor_id,
      actorName: row.actor_name,
      details: row.payload,
    }));
  }
}
