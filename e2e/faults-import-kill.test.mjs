// Fault 4 (issue 8): the instance running a dock schedule import is killed (SIGKILL) mid-import.
// The other instance's worker takes the job over once its lock lapses (IMPORT_JOB_LOCK_SECONDS),
// runs it again, and the schedule applies once: every shipment exists once with one ShipmentScheduled
// event. Uses a private Redis.
//
//   npm run build && node --test e2e/faults-import-kill.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activeImportJob, importJob, importedOnce, scheduleWorkbook, setupAccounts, startTwoInstances, uploadSchedule } from './load-support.mjs';
import { startRedis } from './support.mjs';

const ROWS = 2_000;
const LOCK_SECONDS = 5;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('SIGKILL of the instance running an import: the other takes the job over, it applies once', async () => {
  const redis = await startRedis();
  const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'jobkill:', IMPORT_JOB_LOCK_SECONDS: String(LOCK_SECONDS) };
  let cluster;
  try {
    cluster = await startTwoInstances(env);
    const { database, a, b } = cluster;
    const { cookie } = await setupAccounts(a.url, 'jobkill');

    const upload = uploadSchedule(a.url, cookie, scheduleWorkbook('JK', ROWS));
    const job = await activeImportJob(redis.url, env.REDIS_KEY_PREFIX);
    const [victim, survivor] = job.processedBy.endsWith(`:${a.pid}`) ? [a, b] : [b, a];
    assert.ok(job.processedBy.endsWith(`:${victim.pid}`), `the job runs on one of the two instances (${job.processedBy})`);
    const killedAt = Date.now();
    await victim.kill('SIGKILL');

    let state;
    for (const deadline = Date.now() + 40_000; Date.now() < deadline; await sleep(100)) {
      state = await importJob(redis.url, env.REDIS_KEY_PREFIX, job.id);
      if (state.finished) break;
    }
    const takenOverMs = Date.now() - killedAt;
    assert.ok(state.finished, `the job finished (${JSON.stringify(state)})`);
    assert.equal(state.failedReason, null, 'and did not fail');
    assert.ok(state.processedBy.endsWith(`:${survivor.pid}`), `the survivor ran it (${state.processedBy})`);
    assert.equal(state.attemptsStarted, 2, 'it ran twice: once cut short, once to the end');

    const answer = await upload;
    if (victim === a) {
      assert.equal(answer.status, 0, 'the upload to the killed instance got no answer');
    } else {
      assert.equal(answer.status, 201, 'the uploader got the answer from the second run');
      assert.equal(answer.body.success, ROWS);
    }
    assert.deepEqual(await importedOnce(database.url, 'JK'), { shipments: ROWS, tmp_numbers: ROWS, events: ROWS, with_event: ROWS, pos: ROWS }, 'applied once');
    console.log(`# import kill: killed ${victim === a ? 'the uploading instance' : 'the other instance'} mid-job; taken over and finished ${takenOverMs} ms later (lock ${LOCK_SECONDS} s); ${ROWS} shipments once`);
  } finally {
    await cluster?.stop();
    await redis.stop();
  }
});
