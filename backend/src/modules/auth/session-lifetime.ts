import type { RequestHandler } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in: the absolute timeout counts from here, however active the session. */
    signedInAt?: number;
  }
}

/** Ends a signed-in session older than the absolute lifetime; the request then continues signed out. */
export function enforceAbsoluteLifetime(absoluteHours: number): RequestHandler {
  const limitMs = absoluteHours * 60 * 60 * 1000;
  return (request, _response, next) => {
    const signedInAt = request.session?.signedInAt;
    if (!signedInAt || Date.now() - signedInAt <= limitMs) return next();
    request.session.destroy((error?: unknown) => {
      if (error) return next(error);
      delete request.user;
      next();
    });
  };
}
