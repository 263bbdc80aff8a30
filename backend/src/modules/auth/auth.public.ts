// What the rest of the app may use of auth: the module, sessions and their events.
export { AuthModule } from './auth.module.js';
export { AuthService } from './auth.service.js';
export { SessionEnded, UserSessionsEnded } from './session-events.js';
export { SessionRegistry } from './session-registry.js';
export { SignedInUserCache } from './signed-in-user-cache.js';
export { SessionReadCache } from './session-read-cache.js';
export { SESSION_COOKIE, createSessionMiddleware, type SessionMiddleware } from './session.middleware.js';
export { enforceAbsoluteLifetime } from './session-lifetime.js';
