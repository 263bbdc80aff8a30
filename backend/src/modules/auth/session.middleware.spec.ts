import { jest } from '@jest/globals';
import { MemoryStore, type SessionData } from 'express-session';
import { throttleTouches } from './session.middleware.js';

describe('session touches', () => {
  const data = { cookie: { originalMaxAge: 60_000 } } as SessionData;

  afterEach(() => jest.useRealTimers());

  it('writes a session back at most once a minute per session, never holding the request', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const store = new MemoryStore();
    const written: string[] = [];
    store.touch = (sessionId, _data, done) => {
      written.push(sessionId);
      done?.();
    };
    throttleTouches(store);
    const answered = jest.fn();

    store.touch!('a', data, answered);
    store.touch!('a', data, answered);
    store.touch!('b', data, answered);
    jest.advanceTimersByTime(59_000);
    store.touch!('a', data, answered);
    jest.advanceTimersByTime(2_000);
    store.touch!('a', data, answered);

    expect(written).toEqual(['a', 'b', 'a']);
    expect(answered).toHaveBeenCalledTimes(5);
  });
});
