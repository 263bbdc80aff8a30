import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { SOCKET_EVENTS, SOCKET_ROOMS, type ShipmentTimelineEntryPayload } from '@dockflow/contracts';
import { actorName } from '../modules/shipments/queries/shipment-timeline/actor-name.js';
import { SHIPMENT_EVENTS, type ShipmentEvent } from '../modules/shipments/domain/shipment.events.js';
import { RealtimeGateway } from './realtime.gateway.js';

/** How long an actor's name is reused: an import publishes thousands of events by one actor. */
const NAME_REUSE_MS = 5_000;

/**
 * Pushes the timeline entry each committed shipment event adds, only to the screens showing that
 * shipment (its room): the lists and boards do not show timelines, so they never receive it.
 */
@EventsHandler(...SHIPMENT_EVENTS)
export class ShipmentTimelineBroadcaster implements IEventHandler<ShipmentEvent> {
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

  async handle(event: ShipmentEvent): Promise<void> {
    const payload: ShipmentTimelineEntryPayload = {
      shipmentId: event.shipmentId,
      entry: {
        id: event.id,
        type: event.type,
        occurredAt: event.occurredAt.toISOString(),
        actorId: event.actorId,
        actorName: await this.actorName(event.actorId),
        details: event.payload(),
      },
    };
    this.gateway.server.to(SOCKET_ROOMS.shipment(event.shipmentId)).emit(SOCKET_EVENTS.shipmentTimelineEntry, payload);
  }
}
