import type { EventBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { PublicUser } from '@dockflow/contracts';
import { SessionEnded } from './session-events.js';

/**
 * The session a sign-in on this request replaces: its own, when someone is signed in on it (passport
 * gives the request a new one). Its sockets are closed with it (SessionEnded).
 */
export function replacedSessionId(request: Request): string | undefined {
  const session = request.session as (typeof request.session & { passport?: { user?: string } }) | undefined;
  return session?.passport?.user ? request.sessionID : undefined;
}

/** Closes the sockets of the session a sign-in replaced (see replacedSessionId), on every instance. */
export function endReplacedSession(events: EventBus, replaced: string | undefined, request: Request): void {
  if (replaced && replaced !== request.sessionID) events.publish(new SessionEnded(replaced));
}

/** Passport's req.logIn as a promise; it regenerates the session id (no fixation). */
export function signIn(request: Request, user: PublicUser): Promise<void> {
  return new Promise((resolve, reject) => request.logIn(user, (error?: unknown) => (error ? reject(error) : resolve())));
}

/** Ends the session: logs out of passport, then destroys the stored session. */
export function signOut(request: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    request.logOut((error?: unknown) => {
      if (error) return reject(error);
      if (!request.session) return resolve();
      request.session.destroy((destroyError?: unknown) => (destroyError ? reject(destroyError) : resolve()));
    }),
  );
}
