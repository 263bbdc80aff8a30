import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS, SOCKET_ROOMS } from '@dockflow/contracts';
import { DisplayCredentials, displayToken } from '../common/auth/display-device.js';
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

/**
 * A display's credential ended, on every instance (through the adapter): revoked, its sockets close at
 * once; paired again (New Code for a replaced screen), the sockets still holding the old credential close
 * and the new screen's stays.
 */
@EventsHandler(DisplayEvent)
export class DisplayCredentialEnded implements IEventHandler<DisplayEvent> {
  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly displays: DisplayCredentials,
  ) {}

  async handle(event: DisplayEvent): Promise<void> {
    const sockets = this.gateway.server.in(SOCKET_ROOMS.display(event.changed.display.id));
    if (event.type === 'DisplayRevoked') return sockets.disconnectSockets(true);
    if (event.type !== 'DisplayPaired') return;
    for (const socket of await sockets.fetchSockets()) {
      const token = displayToken(socket.handshake.headers.cookie);
      const current = token !== undefined && (await this.displays.authenticate(token).then(() => true, () => false));
      if (!current) socket.disconnect(true);
    }
  }
}
