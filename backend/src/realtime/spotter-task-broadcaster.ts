import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS, SOCKET_ROOMS, type SpotterTaskChangedPayload } from '@dockflow/contracts';
import { SpotterTaskEvent } from '../modules/spotter/spotter.public.js';
import { RealtimeGateway, userRoom } from './realtime.gateway.js';

/**
 * Pushes task changes, with the task, to the spotter boards (unless published in bulk: the bulk.changed
 * push stands for them), and a new task to its spotter for a notification.
 */
@EventsHandler(SpotterTaskEvent)
export class SpotterTaskBroadcaster implements IEventHandler<SpotterTaskEvent> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: SpotterTaskEvent): void {
    const { task } = event.changed;
    const payload: SpotterTaskChangedPayload = { eventId: event.id, eventType: event.type, occurredAt: event.occurredAt.toISOString(), actorId: event.actorId, task };
    if (!event.publishedInBulk) this.gateway.server.to(SOCKET_ROOMS.operations).emit(SOCKET_EVENTS.spotterTaskChanged, payload);
    if (event.type === 'SpotterTaskCreated' && task.assignedTo) {
      this.gateway.server.to(userRoom(task.assignedTo)).emit(SOCKET_EVENTS.spotterTaskAssigned, payload);
    }
  }
}
