/** Published when a session is signed out, so its sockets close too. */
export class SessionEnded {
  constructor(readonly sessionId: string) {}
}

/** Published when some of a user's sessions were ended, so their sockets close on every instance. */
export class UserSessionsEnded {
  constructor(
    readonly userId: string,
    /** The session that asked for it (e.g. one's own password change) and stays signed in. */
    readonly keptSessionId: string | null,
  ) {}
}
