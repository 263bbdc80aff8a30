import type { SessionData, Store } from 'express-session';

/**
 * How long a session read here is trusted without reading its row again. It bounds only what no
 * instance announces: a sign-out or an ended session is forgotten at once (see below), so this is
 * the most a missed announcement (Redis unreachable) can leave a session standing.
 */
export const SESSION_READ_TTL_MS = 10_000;
/** Sessions kept per instance before the least recently read are forgotten. */
const LIMIT = 10_000;

/** A stored session as read: its data and the row's idle deadline (`expire`). */
export interface SessionRow {
  data: SessionData;
  expiresAt: number;
}

interface CachedSession {
  /** The data as JSON: express-session and passport change the object they get, so each read gets its own. */
  json: string;
  userId: string | undefined;
  /** The earlier of the row's idle deadline and the end of the trust window. */
  until: number;
}

type SessionUser = SessionData & { passport?: { user?: string } };

/**
 * The sessions this instance has read, so a signed-in request does not read its row again
 * (docs/performance.md, issue 17: the read was the one statement of a signed-in GET, and its cost
 * most of the session's). What a session holds does not change once signed in (a sign-in
 * regenerates the session under a new id), so a kept read can only go wrong by the session ending:
 * - a destroy through this instance's store (sign-out, sign-in again, the absolute lifetime) is
 *   forgotten here and announced to the other instances (`onDestroyed`, realtime/realtime.gateway.ts);
 * - a user's sessions ended by a role, password or account change are forgotten through `forgetUser`,
 *   here and, announced, everywhere;
 * - the idle timeout: a kept read lasts no longer than the row's deadline as read;
 * - anything else (a row changed by hand, a lost announcement) lasts at most SESSION_READ_TTL_MS.
 */
export class SessionReadCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Counts forgets, so a read that raced one is not kept. */
  private forgets = 0;
  private readonly destroyedListeners: ((sessionId: string) => void)[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Puts the cache in front of the store's reads; `readRow` is the store's read with the row's deadline. */
  attach(store: Store, readRow: (sessionId: string, now: number) => Promise<SessionRow | null>): void {
    const set = store.set.bind(store);
    const destroy = store.destroy.bind(store);
    store.get = (sessionId, done) => {
      const now = this.now();
      const kept = this.entries.get(sessionId);
      if (kept && now < kept.until) return done(null, JSON.parse(kept.json) as SessionData);
      const forgetsBefore = this.forgets;
      readRow(sessionId, now).then((row) => {
        this.entries.delete(sessionId); // re-inserted last: the map stays in read order
        if (row && this.forgets === forgetsBefore) this.keep(sessionId, row, now);
        done(null, row?.data ?? null);
      }, done);
    };
    // Forgotten before and after the write, so that no read that overlapped it is kept.
    store.set = (sessionId, data, done) => {
      this.forget(sessionId);
      set(sessionId, data, (error?: unknown) => {
        this.forget(sessionId);
        done?.(error);
      });
    };
    store.destroy = (sessionId, done) => {
      this.forget(sessionId);
      destroy(sessionId, (error?: unknown) => {
        this.forget(sessionId);
        for (const listener of this.destroyedListeners) listener(sessionId);
        done?.(error);
      });
    };
  }

  /** Called with each session destroyed through this instance's store, to tell the other instances. */
  onDestroyed(listener: (sessionId: string) => void): void {
    this.destroyedListeners.push(listener);
  }

  forget(sessionId: string): void {
    this.forgets++;
    this.entries.delete(sessionId);
  }

  /** Forgets every kept session of the user but `keptSessionId` (the one that asked, e.g. its own password change). */
  forgetUser(userId: string, keptSessionId: string | null): void {
    this.forgets++;
    for (const [sessionId, entry] of this.entries) if (entry.userId === userId && sessionId !== keptSessionId) this.entries.delete(sessionId);
  }

  /** Forgets every kept session (a test's stand-in for the trust window passing). */
  clear(): void {
    this.forgets++;
    this.entries.clear();
  }

  private keep(sessionId: string, row: SessionRow, now: number): void {
    const until = Math.min(now + SESSION_READ_TTL_MS, row.expiresAt);
    if (!(until > now)) return;
    this.entries.set(sessionId, { json: JSON.stringify(row.data), userId: (row.data as SessionUser).passport?.user, until });
    if (this.entries.size > LIMIT) this.entries.delete(this.entries.keys().next().value!);
  }
}
