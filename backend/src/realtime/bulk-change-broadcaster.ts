import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS, SOCKET_ROOMS } from '@dockflow/contracts';
import { EventsCommittedInBulk } from '../common/events/bulk-change.js';
import { RealtimeGateway } from './realtime.gateway.js';

/**
 * One push for a command's thousands of events (a large schedule import), where each would otherwise
 * reach every screen on its own: the screens read what they show again, once (docs/decisions.md, "Live updates").
 */
@EventsHandler(EventsCommittedInBulk)
export class BulkChangeBroadcaster implements IEventHandler<EventsCommittedInBulk> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle({ events }: EventsCommittedInBulk): void {
    this.gateway.server.to(SOCKET_ROOMS.operations).emit(SOCKET_EVENTS.bulkChanged, { events });
  }
}
