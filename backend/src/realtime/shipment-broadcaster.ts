import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS, SOCKET_ROOMS, type ShipmentChangedPayload, type ShipmentEventType } from '@dockflow/contracts';
import { ShipmentEvent } from '../modules/shipments/shipments.public.js';
import { RealtimeGateway } from './realtime.gateway.js';

function shipmentChangedPayload<K extends ShipmentEventType>(event: ShipmentEvent<K>): ShipmentChangedPayload<K> {
  return {
    eventId: event.id,
    eventType: event.type,
    occurredAt: event.occurredAt.toISOString(),
    actorId: event.actorId,
    shipment: event.shipment,
    details: event.details,
    changed: event.changed,
  };
}

/**
 * Pushes every committed shipment event, with the records it changed, to the clients that show
 * shipments (lists, boards, pages): they apply it to what they show without asking again. Events
 * published in bulk are not pushed one by one: their bulk.changed push stands for them.
 */
@EventsHandler(ShipmentEvent)
export class ShipmentBroadcaster implements IEventHandler<ShipmentEvent> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: ShipmentEvent): void {
    if (event.publishedInBulk) return;
    this.gateway.server.to(SOCKET_ROOMS.operations).emit(SOCKET_EVENTS.shipmentChanged, shipmentChangedPayload(event));
  }
}
