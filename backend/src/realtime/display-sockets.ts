import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS, SOCKET_ROOMS } from '@dockflow/contracts';
import { EventsCommittedInBulk } from '../common/events/bulk-change.js';
import { DisplayEvent } from '../modules/displays/displays.public.js';
import { ShipmentEvent } from '../modules/shipments/shipments.public.js';
import { RealtimeGateway } from './realtime.gateway.js';

/**
 * A shipment changed: the wall displays read their own boards again. The signal carries no data,
 * so a display never receives shipments of docks it does not show (docs/decisions.md, "Wall displays").
 * A command's events published in bulk signal once, with their EventsCommittedInBulk.
 */
@EventsHandler(ShipmentEvent, EventsCommittedInBulk)
export class DisplayBoardSignal implements IEventHandler<ShipmentEvent | EventsCommittedInBulk> {
  /** A signal already on its way: the events of one turn send one (docs/performance.md). */
  private signalling = false;

  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: ShipmentEvent | EventsCommittedInBulk): void {
    if (this.signalling || (event instanceof ShipmentEvent && event.publishedInBulk)) return;
    this.signalling = true;
    setImmediate(() => {
      this.signalling = false;
      this.gateway.server.to(SOCKET_ROOMS.displays).emit(SOCKET_EVENTS.displayBoardChanged);
    });
  }
}

/** A display was revoked: its sockets close at once, on every instance (through the adapter). */
@EventsHandler(DisplayEvent)
export class DisplayRevokedHandler implements IEventHandler<DisplayEvent> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: DisplayEvent): void {
    if (event.type !== 'DisplayRevoked') return;
    this.gateway.server.in(SOCKET_ROOMS.display(event.changed.display.id)).disconnectSockets(true);
  }
}
