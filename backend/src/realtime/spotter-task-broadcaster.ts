import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS, SOCKET_ROOMS, type SpotterTaskChangedPayload } from '@dockflow/contracts';
import { SPOTTER_TASK_EVENTS, SpotterTaskCreated, type SpotterTaskEvent } from '../modules/spotter/domain/spotter-task.events.js';
import { RealtimeGateway, userRoom } from './realtime.gateway.js';

/** Pushes task changes to the spotter boards, and a new task to its spotter for a notification. */
@EventsHandler(...SPOTTER_TASK_EVENTS)
export class SpotterTaskBroadcaster implements IEventHandler<SpotterTaskEvent> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: SpotterTaskEvent): void {
    const payload: SpotterTaskChangedPayload = { eventType: event.type, task: event.task, occurredAt: event.occurredAt.toISOString() };
    this.gateway.server.to(SOCKET_ROOMS.operations).emit(SOCKET_EVENTS.spotterTaskChanged, payload);
    if (event instanceof SpotterTaskCreated && event.task.assignedTo) {
      this.gateway.server.to(userRoom(event.task.assignedTo)).emit(SOCKET_EVENTS.spotterTaskAssigned, payload);
    }
  }
}
