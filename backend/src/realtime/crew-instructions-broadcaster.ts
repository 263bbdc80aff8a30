import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS } from '@dockflow/contracts';
import { ShipmentEvent, isSent, toMyAssignment } from '../modules/shipments/shipments.public.js';
import { RealtimeGateway, userRoom } from './realtime.gateway.js';

/**
 * docs/product.md §8.4: sent instructions reach their OTR driver and forklift operator, and nobody else,
 * as the assignment each sees in My Assignments (a toast on any screen). The sender's screens follow
 * opens through shipment.changed.
 */
@EventsHandler(ShipmentEvent)
export class CrewInstructionsBroadcaster implements IEventHandler<ShipmentEvent> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: ShipmentEvent): void {
    if (event.type !== 'InstructionsSent') return;
    const { assignment } = (event as ShipmentEvent<'InstructionsSent'>).changed;
    if (!isSent(assignment)) return;
    const crew = new Set([assignment.otrDriverId, assignment.forkliftOperatorId].filter((id): id is string => id !== null));
    for (const userId of crew) {
      this.gateway.server.to(userRoom(userId)).emit(SOCKET_EVENTS.crewInstructionsReceived, toMyAssignment(event.shipment, assignment, userId));
    }
  }
}
