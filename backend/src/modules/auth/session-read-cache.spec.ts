import { MemoryStore, type SessionData } from 'express-session';
import { SESSION_READ_TTL_MS, SessionReadCache, type SessionRow } from './session-read-cache.js';

const HOUR_MS = 3_600_000;
const sessionOf = (userId: string) => ({ cookie: { originalMaxAge: HOUR_MS }, passport: { user: userId } }) as unknown as SessionData;

/** A store whose rows are a map, read through the cache; counts the reads that reach the rows. */
function cachedStore() {
  let now = Date.parse('2026-11-18T15:00:00Z');
  const rows = new Map<string, SessionRow>();
  const reads: string[] = [];
  let pending: (() => void) | null = null;
  const cache = new SessionReadCache(() => now);
  const store = new MemoryStore();
  store.set = (sessionId, data, done) => {
    rows.set(sessionId, { data, expiresAt: now + HOUR_MS });
    done?.();
  };
  store.destroy = (sessionId, done) => {
    rows.delete(sessionId);
    done?.();
  };
  let holdReads = false;
  cache.attach(store, async (sessionId) => {
    reads.push(sessionId);
    const row = rows.get(sessionId);
    if (holdReads) await new Promise<void>((resolve) => (pending = resolve));
    return row ? { data: structuredClone(row.data), expiresAt: row.expiresAt } : null;
  });
  const get = (sessionId: string) =>
    new Promise<SessionData | null>((resolve, reject) => store.get(sessionId, (error, data) => (error ? reject(error) : resolve(data ?? null))));
  return {
    cache,
    store,
    rows,
    reads,
    get,
    advance: (ms: number) => (now += ms),
    holdNextRead: () => (holdReads = true),
    releaseRead: () => {
      holdReads = false;
      pending?.();
    },
  };
}

describe('session reads kept per instance', () => {
  it('reads a session row once within the trust window, and again after it', async () => {
    const sessions = cachedStore();
    sessions.store.set('a', sessionOf('u1'));
    expect(await sessions.get('a')).toMatchObject({ passport: { user: 'u1' } });
    expect(await sessions.get('a')).toMatchObject({ passport: { user: 'u1' } });
    expect(sessions.reads).toEqual(['a']);

    sessions.rows.delete('a'); // a change no instance announced
    sessions.advance(SESSION_READ_TTL_MS - 1);
    expect(await sessions.get('a')).not.toBeNull();
    sessions.advance(1);
    expect(await sessions.get('a')).toBeNull();
    expect(sessions.reads).toEqual(['a', 'a']);
  });

  it('keeps no read past the row’s idle deadline', async () => {
    const sessions = cachedStore();
    sessions.rows.set('a', { data: sessionOf('u1'), expiresAt: Date.parse('2026-11-18T15:00:02Z') });
    await sessions.get('a');
    sessions.advance(2_000);
    sessions.rows.delete('a'); // the store's read finds no live row past its expiry
    expect(await sessions.get('a')).toBeNull();
  });

  it('gives each read its own object: passport deleting its user at sign-out changes no later read', async () => {
    const sessions = cachedStore();
    sessions.store.set('a', sessionOf('u1'));
    const first = (await sessions.get('a')) as SessionData & { passport: { user?: string } };
    delete first.passport.user;
    expect(await sessions.get('a')).toMatchObject({ passport: { user: 'u1' } });
  });

  it('forgets a session destroyed through the store, and tells its listeners', async () => {
    const sessions = cachedStore();
    const destroyed: string[] = [];
    sessions.cache.onDestroyed((sessionId) => destroyed.push(sessionId));
    sessions.store.set('a', sessionOf('u1'));
    await sessions.get('a');
    sessions.store.destroy('a');
    expect(await sessions.get('a')).toBeNull();
    expect(destroyed).toEqual(['a']);
  });

  it('forgets a user’s sessions but the one kept, and a session another instance ended', async () => {
    const sessions = cachedStore();
    for (const [sessionId, userId] of [['a', 'u1'], ['b', 'u1'], ['c', 'u2'], ['d', 'u2']] as const) sessions.store.set(sessionId, sessionOf(userId));
    for (const sessionId of ['a', 'b', 'c', 'd']) await sessions.get(sessionId);
    sessions.cache.forgetUser('u1', 'b');
    sessions.cache.forget('d');
    for (const sessionId of ['a', 'b', 'c', 'd']) await sessions.get(sessionId);
    expect(sessions.reads.slice(4)).toEqual(['a', 'd']);
  });

  it('does not keep a read that overlapped the session’s end', async () => {
    const sessions = cachedStore();
    sessions.store.set('a', sessionOf('u1'));
    sessions.holdNextRead();
    const overlapping = sessions.get('a');
    sessions.cache.forget('a'); // announced by the instance that signed it out, while the row was being read
    sessions.releaseRead();
    expect(await overlapping).not.toBeNull(); // read before the row was deleted
    sessions.rows.delete('a');
    expect(await sessions.get('a')).toBeNull();
    expect(sessions.reads).toEqual(['a', 'a']);
  });
});
