import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { UserSessionsEnded } from '../modules/auth/session-registry.js';
import { RealtimeGateway, sessionRoom, userRoom } from './realtime.gateway.js';

/** Published when a session is signed out, so its sockets close too. */
export class SessionEnded {
  constructor(readonly sessionId: string) {}
}

@EventsHandler(SessionEnded)
export class SessionEndedHandler implements IEventHandler<SessionEnded> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: SessionEnded): void {
    this.gateway.server.in(sessionRoom(event.sessionId)).disconnectSockets(true);
  }
}

/** A user's sessions were ended (password or role change, deletion): close their sockets too, on every instance. */
@EventsHandler(UserSessionsEnded)
export class UserSessionsEndedHandler implements IEventHandler<UserSessionsEnded> {
  constructor(private readonly gateway: RealtimeGateway) {}

  handle(event: UserSessionsEnded): void {
    const sockets = this.gateway.server.in(userRoom(event.userId));
    (event.keptSessionId ? sockets.except(sessionRoom(event.keptSessionId)) : sockets).disconnectSockets(true);
  }
}
