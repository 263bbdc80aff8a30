import supertest from 'supertest';
import type { PushMessage } from '@dockflow/contracts';
import { startPushReceiver, type PushReceiver, type TestSubscriber } from './support/push-receiver.js';
import { register, registerWithRole, sessionCookie, startTestApp, type Account, type TestApp } from './support/test-app.js';
import { as, driveShipment } from './support/workflow.js';

/** The claims of a VAPID JWT (RFC 8292 §2), read without checking its signature. */
function jwtClaims(authorization: string): Record<string, unknown> {
  const token = /^vapid t=([^,]+), k=/.exec(authorization)![1]!;
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Waits until the check holds: the sender works after the command's answer, so the test waits for it explicitly. */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Web Push (docs/product.md §8.4)', () => {
  let receiver: PushReceiver;
  let test: TestApp;
  let admin: Account;
  let operator: Account;
  let publicKey: string;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    // The local receiver stands in for a browser's push service.
    test = await startTestApp({ PUSH_SERVICE_HOSTS: new URL(receiver.origin).host }, undefined, { pushAgent: receiver.agent });
    admin = await register(test, 'push-admin');
    operator = await registerWithRole(test, 'push-operator', 'operator');
    publicKey = ((await as(test, operator).get('/api/push/public-key').expect(200)).body as { publicKey: string }).publicKey;
  });
  afterAll(async () => {
    await test.close();
    await receiver.close();
  });

  async function subscribe(account: Account, subscriber: TestSubscriber): Promise<void> {
    await as(test, account).post('/api/push/subscriptions', { endpoint: subscriber.endpoint, keys: subscriber.keys }).expect(204);
  }

  /** A crew member created by the admin, signed in on their own device. */
  async function hire(username: string, crewFunction: string): Promise<Account> {
    const password = 'crew-password';
    const user = await as(test, admin).post('/api/users', { username, password, role: 'operator', crewFunctions: [crewFunction] }).expect(201);
    const login = await supertest(test.origin).post('/api/login').send({ username, password }).expect(200);
    return { id: user.body.id as string, username, password, cookie: sessionCookie(login.headers['set-cookie']) };
  }

  const storedEndpoints = async (userId: string) => (await test.sql<{ endpoint: string }>('select endpoint from push_subscriptions where user_id = $1', [userId])).map((row) => row.endpoint);

  it('gives the VAPID public key and stores a device’s subscription for its user, once per endpoint', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const viewer = await register(test, 'push-viewer');
    const device = receiver.subscriber('/push/viewer-phone');
    await subscribe(viewer, device);
    await subscribe(viewer, device);
    expect(await storedEndpoints(viewer.id)).toEqual([device.endpoint]);
    const refused = await as(test, viewer).post('/api/push/subscriptions', { endpoint: 'http://push.example/x', keys: { p256dh: 'short', auth: '' } }).expect(400);
    expect(refused.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['endpoint', 'keys.auth', 'keys.p256dh']);
    await supertest(test.origin).post('/api/push/subscriptions').send({ endpoint: device.endpoint, keys: device.keys }).expect(401);
  });

  it('takes a subscription only for a push service it sends to, and sends nothing to any other address', async () => {
    const viewer = await register(test, 'push-prober');
    for (const endpoint of ['https://169.254.169.254/latest/meta-data/', 'https://localhost:6379/', 'https://127.0.0.1:6379/', 'https://10.0.0.5/push', 'https://127.0.0.1.example.com/x']) {
      const refused = await as(test, viewer).post('/api/push/subscriptions', { endpoint, keys: receiver.subscriber('/push/x').keys }).expect(400);
      expect(refused.body.errors).toEqual([{ field: 'endpoint', message: 'endpoint must be the address of a browser push service' }]);
    }
    expect(await storedEndpoints(viewer.id)).toEqual([]);

    // An instance configured with the browsers' services only (the default) holds a subscription stored by
    // one that allowed the receiver: it never sends to it, while the other instance does.
    const strict = await startTestApp({}, test, { pushAgent: receiver.agent });
    try {
      const spotter = await hire('push-strict-spotter', 'spotter');
      await subscribe(spotter, receiver.subscriber('/push/strict-phone'));
      const task = { taskDescription: 'Check seal on trailer 7', assignedTo: spotter.id, priority: 'low' };
      await as(strict, operator).post('/api/spotter-tasks', task).expect(201);
      await as(test, operator).post('/api/spotter-tasks', task).expect(201);
      await receiver.next('/push/strict-phone');
      await expect(receiver.next('/push/strict-phone', 500)).rejects.toThrow('No push to /push/strict-phone');
    } finally {
      await strict.close();
    }
  });

  it('keeps a user’s ten most recent devices: an eleventh replaces the one that opted in longest ago', async () => {
    const viewer = await register(test, 'push-many-devices');
    const devices = Array.from({ length: 11 }, (_, index) => receiver.subscriber(`/push/device-${index}`));
    for (const device of devices) {
      test.clock.advance(60_000);
      await subscribe(viewer, device);
    }
    expect((await storedEndpoints(viewer.id)).sort()).toEqual(devices.slice(1).map((device) => device.endpoint).sort());
  });

  it('pushes a new task to its spotter’s device, encrypted and signed with VAPID, after the command answered', async () => {
    const spotter = await hire('push-spotter', 'spotter');
    const phone = receiver.subscriber('/push/spotter-phone');
    await subscribe(spotter, phone);
    // The push service does not answer: the command answers all the same (the push is sent after it, never awaited).
    receiver.hold('/push/spotter-phone');
    const pushed = receiver.next('/push/spotter-phone');
    const created = await as(test, operator).post('/api/spotter-tasks', { taskDescription: 'Move trailer 12 to door 2B', assignedTo: spotter.id, priority: 'high' }).expect(201);
    const push = await pushed;
    receiver.release();

    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('3600');
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(jwtClaims(push.headers.authorization!)).toMatchObject({ aud: receiver.origin, sub: 'mailto:webpush@dockflow.invalid' });
    const message = JSON.parse(phone.decrypt(push)) as PushMessage;
    expect(message).toEqual({ title: 'New Task Assigned', body: 'Move trailer 12 to door 2B', url: '/spotter', tag: `spotter-task:${created.body.id}` });
  });

  it('pushes Send Instructions to the assigned OTR driver and forklift operator', async () => {
    const driver = await hire('push-driver', 'otr_driver');
    const forklift = await hire('push-forklift', 'forklift_operator');
    const driverPhone = receiver.subscriber('/push/driver-phone');
    const forkliftTablet = receiver.subscriber('/push/forklift-tablet');
    await subscribe(driver, driverPhone);
    await subscribe(forklift, forkliftTablet);

    const { shipmentId } = await driveShipment(test, operator, { driverId: driver.id, forkliftId: forklift.id }, 'TMP-PUSH-1', 'crew');
    const [assignment] = (await as(test, operator).get(`/api/shipments/${shipmentId}/otr-assignments`).expect(200)).body as { id: string }[];
    await as(test, operator).put(`/api/otr-assignments/${assignment!.id}`, { instructionsSent: true }).expect(200);

    const expected: PushMessage = { title: 'Instructions for TMP-PUSH-1 at OTR-3', body: 'Load heavy pallets first', url: `/shipments/${shipmentId}`, tag: `instructions:${assignment!.id}` };
    expect(JSON.parse(driverPhone.decrypt(await receiver.next('/push/driver-phone')))).toEqual(expected);
    expect(JSON.parse(forkliftTablet.decrypt(await receiver.next('/push/forklift-tablet')))).toEqual(expected);
  });

  it('forgets a subscription its push service answers 410 Gone for, and one the device unsubscribes', async () => {
    const spotter = await hire('push-gone', 'spotter');
    const oldPhone = receiver.subscriber('/push/gone-phone');
    const tablet = receiver.subscriber('/push/gone-tablet');
    await subscribe(spotter, oldPhone);
    await subscribe(spotter, tablet);
    receiver.answer('/push/gone-phone', 410);

    await as(test, operator).post('/api/spotter-tasks', { taskDescription: 'Sweep door 1A', assignedTo: spotter.id, priority: 'low' }).expect(201);
    await receiver.next('/push/gone-phone');
    await receiver.next('/push/gone-tablet');
    await eventually(async () => (await storedEndpoints(spotter.id)).length === 1, 'The gone subscription was deleted');
    expect(await storedEndpoints(spotter.id)).toEqual([tablet.endpoint]);

    await as(test, spotter).delete(`/api/push/subscriptions?endpoint=${encodeURIComponent(tablet.endpoint)}`).expect(204);
    expect(await storedEndpoints(spotter.id)).toEqual([]);
    // A task for someone still subscribed arrives; none went to the unsubscribed tablet meanwhile.
    const other = await hire('push-other', 'spotter');
    const otherPhone = receiver.subscriber('/push/other-phone');
    await subscribe(other, otherPhone);
    await as(test, operator).post('/api/spotter-tasks', { taskDescription: 'Not for the tablet', assignedTo: spotter.id, priority: 'low' }).expect(201);
    await as(test, operator).post('/api/spotter-tasks', { taskDescription: 'For the other phone', assignedTo: other.id, priority: 'low' }).expect(201);
    await receiver.next('/push/other-phone');
    expect(receiver.received.filter((push) => push.path === '/push/gone-tablet')).toEqual([]);
  });
});
