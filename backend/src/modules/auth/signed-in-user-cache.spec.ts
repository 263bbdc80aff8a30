import { jest } from '@jest/globals';
import type { PublicUser } from '@dockflow/contracts';
import { SignedInUserCache } from './signed-in-user-cache.js';

const userNamed = (id: string, firstName: string) => ({ id, firstName }) as PublicUser;

describe('the signed-in user cache', () => {
  afterEach(() => jest.useRealTimers());

  it('loads a user once, again after it was forgotten, and again after 30 s', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const cache = new SignedInUserCache();
    const loads: string[] = [];
    const load = async (id: string) => {
      loads.push(id);
      return userNamed(id, `load ${loads.length}`);
    };

    expect((await cache.get('u1', load))?.firstName).toBe('load 1');
    expect((await cache.get('u1', load))?.firstName).toBe('load 1');
    cache.forget('u1');
    expect((await cache.get('u1', load))?.firstName).toBe('load 2');
    jest.advanceTimersByTime(30_001);
    expect((await cache.get('u1', load))?.firstName).toBe('load 3');
    expect(loads).toEqual(['u1', 'u1', 'u1']);
  });

  it('does not keep a user loaded while a change was being forgotten', async () => {
    const cache = new SignedInUserCache();
    let answer!: (user: PublicUser) => void;
    const inFlight = cache.get('u1', () => new Promise((resolve) => (answer = resolve)));
    cache.forget('u1'); // the change committed while the old row was on its way
    answer(userNamed('u1', 'Old'));
    expect((await inFlight)?.firstName).toBe('Old');

    expect((await cache.get('u1', async () => userNamed('u1', 'New')))?.firstName).toBe('New');
  });

  it('keeps no answer for an unknown user', async () => {
    const cache = new SignedInUserCache();
    const load = jest.fn(async () => null);
    await cache.get('gone', load);
    await cache.get('gone', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
