import supertest from 'supertest';
import { Redis } from 'ioredis';
import { utils, write } from 'xlsx';
import type { ShipmentChangedPayload } from '@dockflow/contracts';
import { connectSocket, nextEvent, register, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';
import { zipDeflated } from './support/zip.js';

// Issue 7: the same import through both job runners: in-process without REDIS_URL, BullMQ with it.
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.info('import-paths.spec: the BullMQ case is skipped, it needs REDIS_URL');

function schedule(tmpNumber: string): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['TMP Number', 'Container Door', 'Dock Location'], [tmpNumber, '1A', 'Dock A']]), 'Schedule');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('the import job runs the same way in-process and on BullMQ', () => {
  let inProcess: TestApp;
  let onBullmq: TestApp | undefined;
  let admin: Account;
  let redis: Redis | undefined;

  beforeAll(async () => {
    inProcess = await startTestApp({ REDIS_URL: '' });
    if (REDIS_URL) {
      onBullmq = await startTestApp({ REDIS_URL }, inProcess);
      redis = new Redis(REDIS_URL);
    }
    admin = await register(inProcess, 'paths-admin');
  });
  afterAll(async () => {
    redis?.disconnect();
    await onBullmq?.close();
    await inProcess?.close();
  });

  /** Jobs BullMQ has completed on this test's queue. */
  const completedJobs = async () => (redis ? redis.zcard(`${inProcess.redisKeyPrefix}bull:dock-schedule-import:completed`) : 0);

  const runs = [
    { runner: 'in-process', app: () => inProcess, tmpNumber: 'TMP-PATH-LOCAL', usesQueue: false },
    ...(REDIS_URL ? [{ runner: 'BullMQ', app: () => onBullmq!, tmpNumber: 'TMP-PATH-BULLMQ', usesQueue: true }] : []),
  ];

  it.each(runs)('imports through the $runner runner, pushing the progress to the uploader and the shipment to every screen', async ({ app, tmpNumber, usesQueue }) => {
    const jobsBefore = await completedJobs();
    const socket = connectSocket(app(), admin.cookie);
    await waitForConnect(socket);
    try {
      const finished = nextEvent<{ percent: number }>(socket, 'import.progress', (payload) => payload.percent === 100);
      const pushed = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed', (payload) => payload.shipment.tmpNumber === tmpNumber);
      const response = await supertest(app().origin).post('/api/dock-schedule/import').set('cookie', admin.cookie).attach('file', schedule(tmpNumber), 'schedule.xlsx').expect(201);
      expect(response.body).toEqual({ success: 1, total: 1, errors: [] });
      await finished;
      expect(await pushed).toMatchObject({ eventType: 'ShipmentScheduled', shipment: { tmpNumber, status: 'pending', containerDoor: '1A' } });
    } finally {
      socket.close();
    }
    const stored = await inProcess.sql<{ status: string; events: number }>(
      `select s.status, (select count(*)::int from domain_events e where e.shipment_id = s.id) as events from shipments s where s.tmp_number = $1`,
      [tmpNumber],
    );
    expect(stored).toEqual([{ status: 'pending', events: 1 }]);
    // Only the BullMQ runner leaves its job in Redis.
    expect((await completedJobs()) - jobsBefore).toBe(usesQueue ? 1 : 0);
  });

  it.each(runs)('refuses a workbook found damaged while it is read with the same answer through the $runner runner', async ({ app }) => {
    // The zip directory is sound (the upload's own checks pass); its one entry is not deflate data.
    const damaged = zipDeflated([{ name: 'xl/worksheets/sheet1.xml', compressed: Buffer.from([0xff, 0xff, 0xff, 0xff]), declaredSize: 100, crc: 0 }]);
    const response = await supertest(app().origin).post('/api/dock-schedule/import').set('cookie', admin.cookie).attach('file', damaged, 'schedule.xlsx');
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'The workbook is damaged (an entry does not inflate).', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
