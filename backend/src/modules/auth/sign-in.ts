import type { Request } from 'express';
import type { PublicUser } from '@dockflow/contracts';

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
