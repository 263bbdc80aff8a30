// Fault 3 (issue 8): PostgreSQL stops for 10 s under load. Meanwhile every API call that needs the
// database, the session lookup included, answers 503 SERVICE_UNAVAILABLE in the one error shape,
// promptly; the app recovers by itself when PostgreSQL returns, and nothing is half-written. Uses a
// private PostgreSQL. A session the instance read in the last 10 s answers "who am I" from memory
// (docs/decisions.md, "Session reads kept per instance"): only that call may answer 200.
//
//   npm run build && node --test e2e/faults-postgres.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, checkDatabase, setupAccounts, startLoad } from './load-support.mjs';
import { startApp, startPostgres } from './support.mjs';

const OUTAGE_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('PostgreSQL down for 10 s: prompt 503s in the error shape, recovery by itself, nothing half-written', async () => {
  const postgres = await startPostgres();
  let app;
  try {
    app = await startApp({ DATABASE_URL: postgres.url, LOG_LEVEL: 'error' });
    const { cookie, crew } = await setupAccounts(app.url, 'pgfault');
    // A second session, signed in and never read: its lookup during the outage needs the database.
    const unread = await fetch(`${app.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ username: 'pgfault-admin', password: 'secret-pass' }),
    });
    assert.equal(unread.status, 200);
    const unreadCookie = unread.headers.get('set-cookie').split(';')[0];
    const outage = { from: Infinity, to: Infinity };
    const during = [];
    const otherErrors = [];
    const load = startLoad({
      urls: [app.url],
      cookie,
      crew,
      prefix: 'PGF',
      workers: 2,
      durationMs: 60_000,
      retryForMs: 40_000,
      onAnswer: (answer, method, path) => {
        const sentAt = Date.now() - answer.ms;
        if (sentAt > outage.from && Date.now() < outage.to) during.push({ ...answer, what: `${method} ${path}` });
        if (answer.status >= 500 && answer.status !== 503) otherErrors.push(`${method} ${path} ${answer.status}`);
      },
    });
    await sleep(3_000);

    await postgres.halt();
    outage.from = Date.now();
    // Besides the workers: the session lookup (GET /api/auth/user) of a session never read and of one
    // in use, a read and a sign-in, probed apart.
    const probes = [];
    const fromMemory = [];
    while (Date.now() - outage.from < OUTAGE_MS) {
      for (const [method, path, body, probeCookie = cookie] of [
        ['GET', '/api/auth/user', undefined, unreadCookie],
        ['GET', '/api/dashboard/stats'],
        ['POST', '/api/login', { username: 'pgfault-admin', password: 'secret-pass' }],
      ]) {
        probes.push({ ...(await call(app.url, method, path, probeCookie, body, 30_000)), what: `${method} ${path}` });
      }
      const inUse = { ...(await call(app.url, 'GET', '/api/auth/user', cookie, undefined, 30_000)), what: 'GET /api/auth/user (a session in use)' };
      (inUse.status === 200 ? fromMemory : probes).push(inUse);
      await sleep(300);
    }
    await postgres.resume();
    outage.to = Date.now();

    // Recovery: the app answers 200 again by itself.
    let recoveredMs;
    for (const started = Date.now(); Date.now() - started < 20_000; await sleep(200)) {
      if ((await call(app.url, 'GET', '/api/auth/user', cookie)).status === 200) {
        recoveredMs = Date.now() - outage.to;
        break;
      }
    }
    assert.ok(recoveredMs !== undefined, 'the app answered again within 20 s of PostgreSQL coming back');
    await sleep(3_000);
    const result = await load.stop();

    const answers = [...probes, ...during];
    const wrong = answers.filter((answer) => answer.status !== 503);
    assert.deepEqual(wrong.map((answer) => `${answer.what} ${answer.status}`), [], 'every call during the outage answers 503');
    for (const answer of answers) {
      assert.deepEqual(Object.keys(answer.body).sort(), ['code', 'error', 'message', 'statusCode']);
      assert.equal(answer.body.code, 'SERVICE_UNAVAILABLE');
      assert.equal(answer.body.statusCode, 503);
    }
    for (const answer of fromMemory) assert.equal(answer.body.username, 'pgfault-admin');
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    assert.ok(slowest < 6_000, `503s come promptly (slowest ${slowest.toFixed(0)} ms)`);
    assert.ok(app.running, 'the app kept running');
    assert.deepEqual(otherErrors, [], 'no 5xx but 503, before, during or after the outage');
    assert.deepEqual(result.failures, [], 'no command failed for good');

    const db = await checkDatabase(postgres.url, 'PGF', [...result.accepted.keys()]);
    assert.deepEqual(
      { progress: db.progressMismatches, completion: db.completionMismatches, duplicateRows: db.duplicateRows, missing: db.missingEvents, twice: db.duplicateEvents },
      { progress: 0, completion: 0, duplicateRows: 0, missing: 0, twice: 0 },
    );
    console.log(
      `# PostgreSQL fault: ${probes.length + during.length} calls during ${OUTAGE_MS / 1000} s outage all 503, slowest ${slowest.toFixed(0)} ms ` +
        `(and ${fromMemory.length} lookups of a session in use answered from memory); ` +
        `recovered ${recoveredMs} ms after PostgreSQL returned; ${result.accepted.size} commands accepted, ${result.replayed} by replay`,
    );
  } finally {
    await app?.stop();
    await postgres.stop();
  }
});
