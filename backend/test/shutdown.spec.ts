import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { closeGracefully } from '../src/web/connection-drain.js';
import { connectSocket, nextEvent, register, registerWithRole, startTestApp, waitForConnect } from './support/test-app.js';
import { as } from './support/workflow.js';

describe('an instance stopping while a command runs', () => {
  it('answers the command and pushes its change before it closes the live connections', async () => {
    const test = await startTestApp();
    await register(test, 'stopping-admin');
    const operator = await registerWithRole(test, 'stopping-operator', 'operator');
    const shipment = (await as(test, operator).post('/api/shipments', { tmpNumber: 'TMP-STOP', containerDoor: '1A', dockLocation: 'Dock A' }).expect(201)).body as { id: string };
    const socket = connectSocket(test, operator.cookie);
    await waitForConnect(socket);
    const pushed = nextEvent<{ shipment: { notes: string | null } }>(socket, 'shipment.changed', ({ shipment: changed }) => changed.notes === 'Heavy pallets first');

    // The shipment's row is held by another transaction, so the edit is still running when the stop comes.
    const holder = new pg.Client({ connectionString: test.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from shipments where id = $1 for update', [shipment.id]);
      const edit = as(test, operator).put(`/api/shipments/${shipment.id}`, { notes: 'Heavy pallets first' })
        .then((response) => response); // sent now: supertest sends once asked for its answer
      const waiting = async () => (await test.sql("select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()")).length > 0;
      for (let waited = 0; !(await waiting()) && waited < 5_000; waited += 50) await sleep(50);
      const stopped = closeGracefully(test.app);
      await sleep(300);
      await holder.query('commit');

      expect((await edit).status).toBe(200);
      expect((await pushed).shipment.notes).toBe('Heavy pallets first');
      await stopped;
    } finally {
      socket.close();
      await holder.end();
      await test.close();
    }
  });
});

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
