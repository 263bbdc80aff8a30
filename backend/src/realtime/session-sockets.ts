import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SessionEnded, UserSessionsEnded } from '../modules/auth/auth.public.js';
import { RealtimeGateway, sessionRoom, userRoom } from './realtime.gateway.js';

/** A session signed out: its sockets close too. */
@EventsHandler(SessionEnded)
export class SessionEndedHandler implements IEventHandler<SessionEnded> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: SessionEnded): void {
    this.gateway.server.in(sessionRoom(event.sessionId)).disconnectSockets(true);
  }
}

/** A user's sessions were ended (password or role change, deletion): close their sockets and forget their reads too, on every instance. */
@EventsHandler(UserSessionsEnded)
export class UserSessionsEndedHandler implements IEventHandler<UserSessionsEnded> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: UserSessionsEnded): void {
    this.gateway.forgetSessionsOfUser(event.userId, event.keptSessionId);
    const sockets = this.gateway.server.in(userRoom(event.userId));
    (event.keptSessionId ? sockets.except(sessionRoom(event.keptSessionId)) : sockets).disconnectSockets(true);
  }
}
