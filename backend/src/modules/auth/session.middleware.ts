import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData, type Store } from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import { SessionReadCache, type SessionRow } from './session-read-cache.js';

export const SESSION_COOKIE = 'dockflow.sid';

export interface SessionOptions {
  pool: pg.Pool;
  secret: string;
  idleMinutes: number;
  absoluteHours: number;
}

export interface SessionMiddleware {
  handler: RequestHandler;
  store: Store & { close(): void };
  reads: SessionReadCache;
}

/** A session's stored idle deadline is pushed back at most this often (each push is a committed UPDATE). */
const TOUCH_INTERVAL_MS = 60_000;
/** Sessions remembered as recently touched, per instance, before the oldest are forgotten. */
const TOUCHED_LIMIT = 10_000;

/**
 * Every signed-in request would otherwise write its session row back (connect-pg-simple's touch,
 * an UPDATE and a commit): measured, that halved what an instance can answer. A session touched in
 * the last minute on this instance is not touched again, so the idle timeout may end a session up
 * to a minute early, never late. Writes of a changed session are not affected.
 */
export function throttleTouches(store: Store): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const touchedAt = new Map<string, number>();
  store.touch = (sessionId, data, done) => {
    const now = Date.now();
    if (now - (touchedAt.get(sessionId) ?? 0) < TOUCH_INTERVAL_MS) return done?.();
    touchedAt.delete(sessionId); // re-inserted last: the map stays in touch order
    touchedAt.set(sessionId, now);
    if (touchedAt.size > TOUCHED_LIMIT) touchedAt.delete(touchedAt.keys().next().value!);
    touch(sessionId, data, done);
  };
}

/**
 * The stored row ends at the idle deadline, whatever the cookie says: the row is what the server
 * trusts, and it alone carries the idle timeout (renewed by each touch and save).
 */
export function expireRowsWhenIdle(store: Store, idleMinutes: number): void {
  const idleMs = idleMinutes * 60 * 1000;
  const withIdleDeadline = (data: SessionData): SessionData => {
    const cookie: SessionData['cookie'] = Object.create(data.cookie);
    cookie.expires = new Date(Date.now() + idleMs);
    cookie.originalMaxAge = data.cookie.originalMaxAge; // the expires setter changed it; the cookie's own lifetime stays
    return { ...data, cookie };
  };
  const set = store.set.bind(store);
  store.set = (sessionId, data, done) => set(sessionId, withIdleDeadline(data), done);
  const touch = store.touch?.bind(store);
  if (touch) store.touch = (sessionId, data, done) => touch(sessionId, withIdleDeadline(data), done);
}

/**
 * Sessions in PostgreSQL (the `sessions` table created by migration). The cookie is HttpOnly,
 * SameSite=Lax, and Secure whenever the request arrived over HTTPS (directly or via a trusted proxy).
 * It is set when a session is saved and lives as long as a session may (the absolute lifetime), so
 * an ordinary request answers without signing and sending it again; the idle timeout is the stored
 * row's (`expireRowsWhenIdle`, pushed back at most once a minute).
 */
export function createSessionMiddleware({ pool, secret, idleMinutes, absoluteHours }: SessionOptions): SessionMiddleware {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  expireRowsWhenIdle(store, idleMinutes);
  throttleTouches(store);
  const reads = new SessionReadCache();
  reads.attach(store, (sessionId, at) => readSessionRow(pool, sessionId, at));
  const handler = session({
    name: SESSION_COOKIE,
    store,
    secret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: absoluteHours * 60 * 60 * 1000, path: '/' },
  });
  return { handler, store, reads };
}

/**
 * connect-pg-simple's read (a row past its `expire` is no session), with the deadline the read cache
 * needs. `expire` has no time zone: it was written from `to_timestamp` in the connection's zone, so it
 * is read back through the same zone.
 */
async function readSessionRow(pool: pg.Pool, sessionId: string, now: number): Promise<SessionRow | null> {
  const { rows } = await pool.query<{ sess: SessionData; expires_at: number }>(
    `select sess, extract(epoch from expire::timestamptz)::float8 * 1000 as expires_at
     from sessions where sid = $1 and to_timestamp($2) < expire`,
    [sessionId, Math.ceil(now / 1000)],
  );
  return rows[0] ? { data: rows[0].sess, expiresAt: rows[0].expires_at } : null;
}
