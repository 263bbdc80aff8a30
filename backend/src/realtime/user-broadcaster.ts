import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS, SOCKET_ROOMS, type UserChangedPayload } from '@dockflow/contracts';
import { UserCreated, UserDeleted, UserUpdated, type UserEvent } from '../modules/users/domain/user.events.js';
import { RealtimeGateway, userRoom } from './realtime.gateway.js';

/** Account changes go to admins (the user list) and to the user concerned, never to other roles. */
@EventsHandler(UserCreated, UserUpdated, UserDeleted)
export class UserBroadcaster implements IEventHandler<UserEvent> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: UserEvent): void {
    const payload = { eventType: event.type, user: event.user, occurredAt: event.occurredAt.toISOString() } as UserChangedPayload;
    this.gateway.server.to([SOCKET_ROOMS.admins, userRoom(event.user.id)]).emit(SOCKET_EVENTS.userChanged, payload);
  }
}
