import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS, SOCKET_ROOMS, type ShipmentChangedPayload } from '@dockflow/contracts';
import { SHIPMENT_EVENTS, type ShipmentEvent } from '../modules/shipments/domain/shipment.events.js';
import { RealtimeGateway } from './realtime.gateway.js';

/** Pushes every committed shipment event to the clients that show shipments (lists, boards, pages). */
@EventsHandler(...SHIPMENT_EVENTS)
export class ShipmentBroadcaster implements IEventHandler<ShipmentEvent> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: ShipmentEvent): void {
    const payload: ShipmentChangedPayload = {
      eventType: event.type,
      shipment: event.shipment,
      occurredAt: event.occurredAt.toISOString(),
    };
    this.gateway.server.to(SOCKET_ROOMS.operations).emit(SOCKET_EVENTS.shipmentChanged, payload);
  }
}
