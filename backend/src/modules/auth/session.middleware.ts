import connectPgSimple from 'connect-pg-simple';
import session, { type Store } from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';

export const SESSION_COOKIE = 'dockflow.sid';

export interface SessionOptions {
  pool: pg.Pool;
  secret: string;
  idleMinutes: number;
}

export interface SessionMiddleware {
  handler: RequestHandler;
  store: Store & { close(): void };
}

/**
 * Sessions in PostgreSQL (the `sessions` table created by migration). The cookie is HttpOnly,
 * SameSite=Lax, and Secure whenever the request arrived over HTTPS (directly or via a trusted proxy).
 * `rolling` renews the idle deadline on every request.
 */
export function createSessionMiddleware({ pool, secret, idleMinutes }: SessionOptions): SessionMiddleware {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  const handler = session({
    name: SESSION_COOKIE,
    store,
    secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: idleMinutes * 60 * 1000, path: '/' },
  });
  return { handler, store };
}
