import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { SOCKET_EVENTS, SOCKET_ROOMS, type TimelineEntry, type TimelineEventType } from '@dockflow/contracts';
import type { DomainEvent } from '../common/events/domain-event.js';
import { actorName, ShipmentEvent } from '../modules/shipments/shipments.public.js';
import { SpotterTaskEvent } from '../modules/spotter/spotter.public.js';
import { RealtimeGateway } from './realtime.gateway.js';

/** How long an actor's name is reused: an import publishes thousands of events by one actor. */
const NAME_REUSE_MS = 5_000;

/** The entry the event adds to its shipment's timeline: the same as the timeline query reads back. */
function timelineEntry<K extends TimelineEventType>(event: DomainEvent<K>, actorName: string | null): TimelineEntry<K> {
  return {
    id: event.id,
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    actorId: event.actorId,
    actorName,
    details: event.details,
  };
}

/**
 * Pushes the timeline entry each committed event about a shipment adds (its own events, and spotter
 * tasks about it), only to the screens showing that shipment (its room): the lists and boards do not
 * show timelines, so they never receive it. For events published in bulk, the screens read the
 * timeline again on the bulk.changed push instead.
 */
@EventsHandler(ShipmentEvent, SpotterTaskEvent)
export class ShipmentTimelineBroadcaster implements IEventHandler<ShipmentEvent | SpotterTaskEvent> {
  private readonly names = new Map<string | null, { name: Promise<string | null>; at: number }>();

  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly orm: MikroORM,
  ) {}

  private actorName(actorId: string | null): Promise<string | null> {
    const known = this.names.get(actorId);
    if (known && performance.now() - known.at < NAME_REUSE_MS) return known.name;
    if (this.names.size > 1_000) this.names.clear();
    const name = actorName(this.orm.em.fork(), actorId);
    this.names.set(actorId, { name, at: performance.now() });
    name.catch(() => this.names.delete(actorId)); // a failed lookup is not reused
    return name;
  }

  async handle(event: ShipmentEvent | SpotterTaskEvent): Promise<void> {
    const shipmentId = event.shipmentId;
    if (shipmentId === null || event.publishedInBulk) return;
    const entry = timelineEntry(event, await this.actorName(event.actorId));
    this.gateway.server.to(SOCKET_ROOMS.shipment(shipmentId)).emit(SOCKET_EVENTS.shipmentTimelineEntry, { shipmentId, entry });
  }
}
