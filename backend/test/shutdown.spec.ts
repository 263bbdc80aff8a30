import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectSocket, register, startTestApp, waitForConnect } from './support/test-app.js';

// An instance going down (a deploy, a restart) lets go of Redis at once: the Socket.IO adapter's reading
// connection used to stay blocked in XREAD for up to 5 s after the server had closed, holding the process.
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.info('shutdown.spec: skipped, it needs REDIS_URL');
const describeWithRedis = REDIS_URL ? describe : describe.skip;

describeWithRedis('an instance closing', () => {
  const redis = new Redis(REDIS_URL ?? '', { lazyConnect: true });
  afterAll(() => redis.disconnect());

  /** The names of the instance's connections Redis still holds (the jobs' and the live pushes'). */
  const connectionsOf = async (keyPrefix: string) =>
    ((await redis.client('LIST')) as string)
      .split('\n')
      .map((line) => /\bname=(\S*)/.exec(line)?.[1] ?? '')
      .filter((name) => name.startsWith(keyPrefix));

  it('drops every Redis connection it opened, the live pushes\' blocked read included', async () => {
    const test = await startTestApp({ REDIS_URL: REDIS_URL! });
    const account = await register(test, 'closing-admin');
    const socket = connectSocket(test, account.cookie);
    await waitForConnect(socket);
    socket.close();
    const keyPrefix = test.redisKeyPrefix;
    for (let waited = 0; (await connectionsOf(keyPrefix)).filter((name) => name.endsWith('realtime')).length < 2 && waited < 5_000; waited += 100) await sleep(100);
    const before = await connectionsOf(keyPrefix);
    expect(before.filter((name) => name.endsWith('realtime')).length).toBeGreaterThanOrEqual(2); // publishing, and the blocked read
    expect(before.some((name) => name.endsWith('jobs'))).toBe(true);

    await test.close();
    await sleep(500);
    expect(await connectionsOf(keyPrefix)).toEqual([]);
  });
});
