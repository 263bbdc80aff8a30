// Fault 1 (issue 8): one of two instances is killed (SIGKILL) under load. Its clients move to the
// other instance and refetch; the HTTP workers carry on there; no accepted (2xx) command is lost
// (checked in the database), and pushes after the move reach every client. Uses a private Redis.
//
//   npm run build && node --test e2e/faults-instance-kill.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkDatabase, connectClients, setupAccounts, startLoad, startTwoInstances } from './load-support.mjs';
import { startRedis } from './support.mjs';

const CLIENTS = 20;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('SIGKILL of one instance under load: clients move on, no accepted command lost', async () => {
  const redis = await startRedis();
  const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'kill:' };
  let cluster;
  let clients;
  try {
    cluster = await startTwoInstances(env);
    const { database, a, b } = cluster;
    const { cookie, crew } = await setupAccounts(b.url, 'kill');
    clients = await connectClients([a.url, b.url], CLIENTS, cookie);
    const load = startLoad({ urls: [a.url, b.url], cookie, crew, prefix: 'KILL', workers: 3, durationMs: 60_000 });
    await sleep(4_000);

    const killedAt = Date.now();
    assert.equal(await a.kill('SIGKILL'), 'SIGKILL');
    await sleep(6_000);
    const result = await load.stop();

    const moved = clients.clients.filter((client) => client.moves > 0);
    assert.equal(moved.length, CLIENTS / 2, "the killed instance's clients moved");
    assert.ok(moved.every((client) => client.refetched === 1), 'and refetched the list');
    assert.equal(clients.connected(), CLIENTS, 'every client is connected (to the survivor)');
    const movedWithinMs = Math.max(...moved.map((client) => client.movedAt)) - killedAt;
    assert.ok(movedWithinMs < 5_000, `clients moved within ${movedWithinMs} ms`);

    assert.equal(result.statuses['5xx'], 0, 'no 5xx');
    assert.deepEqual(result.failures, [], 'no command failed for good');
    assert.ok(result.statuses.network > 0, 'some calls went to the killed instance (the fault was exercised)');

    // Pushes of commands accepted once every client had moved reach every client.
    const after = [...result.accepted].filter(([, { at }]) => at > killedAt + movedWithinMs + 500).map(([key]) => key);
    assert.ok(after.length > 10, `commands were accepted after the move (${after.length})`);
    assert.equal(await clients.waitFor(after, 10_000), 0, 'no push lost after the move');

    const db = await checkDatabase(database.url, 'KILL', [...result.accepted.keys()]);
    assert.deepEqual(
      { missing: db.missingEvents, twice: db.duplicateEvents, progress: db.progressMismatches, completion: db.completionMismatches, duplicateRows: db.duplicateRows },
      { missing: 0, twice: 0, progress: 0, completion: 0, duplicateRows: 0 },
      'every accepted command is in the database, once',
    );
    console.log(
      `# instance kill: ${moved.length} clients moved within ${movedWithinMs} ms; ${result.accepted.size} commands accepted ` +
        `(${result.replayed} applied before the kill, answered by replay), ${result.statuses.network} calls unanswered, 0 lost`,
    );
  } finally {
    clients?.close();
    await cluster?.stop();
    await redis.stop();
  }
});
