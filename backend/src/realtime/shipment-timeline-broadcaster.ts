import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { SOCKET_EVENTS, SOCKET_ROOMS, type ShipmentTimelineEntryPayload } from '@dockflow/contracts';
import { actorName } from '../modules/shipments/queries/shipment-timeline/actor-name.js';
import { SHIPMENT_EVENTS, type ShipmentEvent } from '../modules/shipments/domain/shipment.events.js';
import { RealtimeGateway } from './realtime.gateway.js';

/**
 * Pushes the timeline entry each committed shipment event adds, only to the screens showing that
 * shipment (its room): the lists and boards do not show timelines, so they never receive it.
 */
@EventsHandler(...SHIPMENT_EVENTS)
export class ShipmentTimelineBroadcaster implements IEventHandler<ShipmentEvent> {
  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly orm: MikroORM,
  ) {}

  async handle(event: ShipmentEvent): Promise<void> {
    const payload: ShipmentTimelineEntryPayload = {
      shipmentId: event.shipmentId,
      entry: {
        id: event.id,
        type: event.type,
        occurredAt: event.occurredAt.toISOString(),
        actorId: event.actorId,
        actorName: await actorName(this.orm.em.fork(), event.actorId),
        details: event.payload(),
      },
    };
    this.gateway.server.to(SOCKET_ROOMS.shipment(event.shipmentId)).emit(SOCKET_EVENTS.shipmentTimelineEntry, payload);
  }
}
