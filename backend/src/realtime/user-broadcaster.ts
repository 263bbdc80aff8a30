import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SOCKET_EVENTS, SOCKET_ROOMS, type UserChangedPayload } from '@dockflow/contracts';
import { UserEvent } from '../modules/users/users.public.js';
import { RealtimeGateway, userRoom } from './realtime.gateway.js';

/**
 * Account changes, with the account, go to admins (the user list) and to the user concerned, never to
 * other roles; every instance forgets its cached copy of the account first.
 */
@EventsHandler(UserEvent)
export class UserBroadcaster implements IEventHandler<UserEvent> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: UserEvent): void {
    const { user } = event.changed;
    this.gateway.forgetSignedInUser(user.id);
    const payload: UserChangedPayload = { eventId: event.id, eventType: event.type, occurredAt: event.occurredAt.toISOString(), user };
    this.gateway.server.to([SOCKET_ROOMS.admins, userRoom(user.id)]).emit(SOCKET_EVENTS.userChanged, payload);
  }
}
