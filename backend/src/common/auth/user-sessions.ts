/**
 * Ends a user's sessions on every instance, except the one kept (one's own password change keeps
 * the session that made it). Account commands call it after a password or role change or a
 * deletion; the auth module, which owns sessions, provides it, so accounts need not depend on auth.
 */
export abstract class UserSessions {
  abstract endSessionsOfUser(userId: string, keptSessionId?: string | null): Promise<void>;
}
