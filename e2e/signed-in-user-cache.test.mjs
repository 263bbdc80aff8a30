// The signed-in user cache (issue 17) across two real instances (two processes: in one process both
// Nest apps would share passport's one deserializer). Each instance keeps the users it signed in; an
// account change on one instance reaches the other through Redis, well before the cache's 30 s bound;
// a role change signs the user out on the instance that made it at once, and on the other as soon as
// Redis has carried the signal.
//
//   npm run build && node --test e2e/signed-in-user-cache.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callApi, registerAccount, startRedis } from './support.mjs';
import { startTwoInstances } from './load-support.mjs';

const CHANGE_WAIT_MS = 3_000;

const currentUser = (app, cookie) => fetch(`${app.url}/api/auth/user`, { headers: { cookie } });

test('an account changed on one instance is answered changed by the other; a role change signs out on both', async () => {
  const redis = await startRedis();
  let cluster;
  try {
    cluster = await startTwoInstances({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'usercache:' });
    const { a, b } = cluster;
    const admin = await registerAccount(a, { username: 'cache-admin', password: 'secret-pass' });
    const member = await registerAccount(a, { username: 'cache-member', password: 'secret-pass', firstName: 'Mia' });
    const before = await currentUser(b, member.cookie);
    assert.equal(before.status, 200);
    assert.equal((await before.json()).firstName, 'Mia', 'B has loaded (and keeps) the member');

    await callApi(a, admin.cookie, 'PUT', `/users/${member.user.id}`, { firstName: 'Renamed', crewFunctions: ['spotter'] });
    let seen;
    for (const deadline = performance.now() + CHANGE_WAIT_MS; performance.now() < deadline; ) {
      seen = await (await currentUser(b, member.cookie)).json();
      if (seen.firstName === 'Renamed') break;
    }
    assert.equal(seen.firstName, 'Renamed', `B answers the change within ${CHANGE_WAIT_MS} ms`);
    assert.deepEqual(seen.crewFunctions, ['spotter']);

    await callApi(a, admin.cookie, 'PUT', `/users/${member.user.id}`, { role: 'operator' });
    // On A at once: it forgot the sessions before answering.
    assert.equal((await currentUser(a, member.cookie)).status, 401, 'signed out on A as soon as A has answered');
    // B hears it through Redis, a moment after A's answer (a CI run once asked B first and got 200).
    let status;
    for (const deadline = performance.now() + CHANGE_WAIT_MS; performance.now() < deadline; ) {
      status = (await currentUser(b, member.cookie)).status;
      if (status === 401) break;
    }
    assert.equal(status, 401, `signed out on B within ${CHANGE_WAIT_MS} ms`);
  } finally {
    await cluster?.stop();
    await redis.stop();
  }
});
