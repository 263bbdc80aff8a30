// Fault 2 (issue 8): the (private) Redis restarts under load and during a dock schedule import. The
// Redis Streams adapter queues pushes while Redis is away, so no client misses one; the import job
// finishes, its upload gets the answer, and it applies exactly once.
//
//   npm run build && node --test e2e/faults-redis-restart.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activeImportJob, call, checkDatabase, connectClients, importedOnce, scheduleWorkbook, setupAccounts, startLoad, startTwoInstances, uploadSchedule } from './load-support.mjs';
import { startRedis } from './support.mjs';

const CLIENTS = 20;
const ROWS = 3_000;
const DOWN_MS = 2_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('Redis restart under load and mid-import: no push lost, the import applies once', async () => {
  const redis = await startRedis();
  const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'restart:' };
  let cluster;
  let clients;
  try {
    cluster = await startTwoInstances(env);
    const { database, a, b } = cluster;
    const { cookie, crew } = await setupAccounts(a.url, 'restart');
    clients = await connectClients([a.url, b.url], CLIENTS, cookie);
    const load = startLoad({ urls: [a.url, b.url], cookie, crew, prefix: 'RR', workers: 3, durationMs: 60_000 });
    await sleep(2_000);

    const upload = uploadSchedule(a.url, cookie, scheduleWorkbook('RRIMP', ROWS));
    const job = await activeImportJob(redis.url, env.REDIS_KEY_PREFIX);
    const restartedAt = Date.now();
    await redis.restart(DOWN_MS);
    const restartMs = Date.now() - restartedAt;
    // Sign-in counts failures in Redis: while it is away that is a 503, never a 500 (probed after the restart too).
    const login = await call(b.url, 'POST', '/api/login', '', { username: 'restart-admin', password: 'secret-pass' });
    assert.ok([200, 201, 503].includes(login.status), `sign-in right after the restart answered ${login.status}`);

    const imported = await upload;
    await sleep(3_000);
    const result = await load.stop();

    assert.equal(imported.status, 201, `the upload got its answer (${JSON.stringify(imported.body).slice(0, 200)})`);
    assert.deepEqual({ success: imported.body.success, total: imported.body.total, errors: imported.body.errors }, { success: ROWS, total: ROWS, errors: [] });
    assert.deepEqual(await importedOnce(database.url, 'RRIMP'), { shipments: ROWS, tmp_numbers: ROWS, events: ROWS, with_event: ROWS, pos: ROWS }, 'each imported once, with one event');

    assert.equal(result.statuses['5xx'], 0, 'no 5xx');
    assert.deepEqual(result.failures, [], 'no command failed');
    const keys = [...result.accepted.keys()];
    const lost = await clients.waitFor(keys, 20_000);
    assert.equal(lost, 0, `no push lost (${lost} of ${keys.length * CLIENTS} missing)`);
    assert.equal(clients.connected(), CLIENTS);

    const db = await checkDatabase(database.url, 'RR', keys);
    assert.deepEqual([db.missingEvents, db.duplicateEvents, db.progressMismatches, db.duplicateRows], [0, 0, 0, 0]);
    console.log(
      `# Redis restart: down ${restartMs} ms while import job ${job.id} ran on ${job.processedBy}; upload answered in ${imported.ms.toFixed(0)} ms, ` +
        `${ROWS} shipments once; ${keys.length} commands, ${keys.length * CLIENTS} pushes, 0 lost`,
    );
  } finally {
    clients?.close();
    await cluster?.stop();
    await redis.stop();
  }
});
