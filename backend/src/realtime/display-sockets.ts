import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS, SOCKET_ROOMS } from '@dockflow/contracts';
import { DisplayEvent } from '../modules/displays/displays.public.js';
import { ShipmentEvent } from '../modules/shipments/shipments.public.js';
import { RealtimeGateway } from './realtime.gateway.js';

/**
 * A shipment changed: the wall displays read their own boards again. The signal carries no data,
 * so a display never receives shipments of docks it does not show (docs/decisions.md, "Wall displays").
 */
@EventsHandler(ShipmentEvent)
export class DisplayBoardSignal implements IEventHandler<ShipmentEvent> {
  /** A signal already on its way: the events of one turn (an import publishes 250 a turn) send one (docs/performance.md). */
  private signalling = false;

  constructor(private readonly gateway: RealtimeGateway) {}

  handle(): void {
    if (this.signalling) return;
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
