import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ShipmentEvent } from '../../shipments/shipments.public.js';
import { PushSender } from '../push-sender.js';

/**
 * docs/product.md §8.4: Send Instructions reaches the assigned OTR driver's and forklift operator's
 * opted-in devices, app open or not. Sent after the commit, never awaited by the command.
 */
@EventsHandler(ShipmentEvent)
export class CrewInstructionsPush implements IEventHandler<ShipmentEvent> {
  constructor(private readonly push: PushSender) {}

  handle(event: ShipmentEvent): void {
    if (event.type !== 'InstructionsSent') return;
    const { assignment } = (event as ShipmentEvent<'InstructionsSent'>).changed;
    const crew = [assignment.otrDriverId, assignment.forkliftOperatorId].filter((id): id is string => id !== null);
    const door = assignment.otrDoorAssignment ? ` at ${assignment.otrDoorAssignment}` : '';
    void this.push.sendToUsers(crew, {
      title: `Instructions for ${event.shipment.tmpNumber}${door}`,
      body: assignment.instructions ?? '',
      url: `/shipments/${event.shipment.id}`,
      tag: `instructions:${assignment.id}`,
    });
  }
}
