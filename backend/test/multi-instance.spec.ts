import supertest from 'supertest';
import type { ShipmentChangedPayload, ShipmentTimelineEntryPayload, UserChangedPayload } from '@dockflow/contracts';
import { connectSocket, nextEvent, register, registerWithRole, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';
import { pushMissedWhileDropped } from './support/recovery.js';
import { as } from './support/workflow.js';

// Pushes cross instances only through Redis: without REDIS_URL there is nothing to test here.
const withRedis = process.env.REDIS_URL ? describe : describe.skip;
if (!process.env.REDIS_URL) console.info('multi-instance.spec: skipped, it needs REDIS_URL (pushes between instances go through Redis)');

withRedis('several instances on one PostgreSQL and Redis (issue 6)', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: Account;
  let operator: Account;
  let viewer: Account;

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({}, first);
    admin = await register(first, 'multi-admin');
    operator = await registerWithRole(first, 'multi-operator', 'operator');
    viewer = await register(first, 'multi-viewer');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('accepts a session made on one instance on the other', async () => {
    const response = await supertest(second.origin).get('/api/auth/user').set('cookie', operator.cookie).expect(200);
    expect(response.body.username).toBe('multi-operator');
  });

  it('refuses a session on every instance as soon as it signs out on one', async () => {
    const leaving = await register(first, 'multi-leaving');
    await supertest(second.origin).get('/api/auth/user').set('cookie', leaving.cookie).expect(200); // read, and kept, by B
    await supertest(first.origin).post('/api/logout').set('cookie', leaving.cookie).expect(204);
    // B hears of it through Redis: give the announcement the time it takes, far less than B's trust window.
    const deadline = performance.now() + 2_000;
    let status = 200;
    while (status === 200 && performance.now() < deadline) {
      status = (await supertest(second.origin).get('/api/auth/user').set('cookie', leaving.cookie)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
  });

  it('pushes a command handled by instance A to a client connected to instance B', async () => {
    const onB = connectSocket(second, viewer.cookie);
    await waitForConnect(onB);
    try {
      const pushed = nextEvent<ShipmentChangedPayload>(onB, 'shipment.changed', (payload) => payload.shipment.tmpNumber === 'TMP-MULTI');
      await as(first, operator).post('/api/shipments', { tmpNumber: 'TMP-MULTI', containerDoor: '1A', dockLocation: 'Dock A' }).expect(201);
      expect((await pushed).eventType).toBe('ContainerCheckedIn');
    } finally {
      onB.close();
    }
  });

  it('sends account changes to admins and the user concerned, never to other viewers', async () => {
    const adminOnB = connectSocket(second, admin.cookie);
    const viewerOnB = connectSocket(second, viewer.cookie);
    await Promise.all([waitForConnect(adminOnB), waitForConnect(viewerOnB)]);
    const seenByViewer: UserChangedPayload[] = [];
    viewerOnB.on('user.changed', (payload: UserChangedPayload) => seenByViewer.push(payload));
    try {
      const toAdmin = nextEvent<UserChangedPayload>(adminOnB, 'user.changed', (payload) => payload.user.username === 'multi-new');
      await as(first, admin).post('/api/users', { username: 'multi-new', password: 'secret-pass', role: 'viewer' }).expect(201);
      expect((await toAdmin).eventType).toBe('UserCreated');
      // A push the viewer receives (its own account) proves its socket is listening when the other arrives.
      const own = nextEvent<UserChangedPayload>(viewerOnB, 'user.changed', (payload) => payload.user.id === viewer.id);
      await as(first, viewer).put(`/api/users/${viewer.id}`, { firstName: 'Vera' }).expect(200);
      await own;
      expect(seenByViewer.map((payload) => payload.user.username)).toEqual(['multi-viewer']);
    } finally {
      adminOnB.close();
      viewerOnB.close();
    }
  });

  it('delivers what a briefly disconnected client missed when it reconnects (connection state recovery)', async () => {
    const socket = connectSocket(second, viewer.cookie, second.origin, { reconnection: true, reconnectionDelay: 300 });
    const doors: Record<string, string> = { 'TMP-BEFORE': '3A', 'TMP-MISSED': '1B' };
    try {
      const checkIn = (tmpNumber: string) => as(first, operator).post('/api/shipments', { tmpNumber, containerDoor: doors[tmpNumber], dockLocation: 'Dock A' }).expect(201);
      const { missed, recovered } = await pushMissedWhileDropped(socket, checkIn, ['TMP-BEFORE', 'TMP-MISSED']);
      expect(missed.eventType).toBe('ContainerCheckedIn');
      expect(recovered).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('refuses a watch request for a non-UUID shipment and accepts a real one', async () => {
    const socket = connectSocket(second, viewer.cookie);
    await waitForConnect(socket);
    try {
      expect(await socket.emitWithAck('shipment.watch', 'nope')).toEqual({ ok: false, error: 'shipmentId must be a UUID' });
      expect(await socket.emitWithAck('shipment.watch', '00000000-0000-4000-8000-000000000000')).toEqual({ ok: true });
    } finally {
      socket.close();
    }
  });

  it('sends the timeline entries of a shipment only to the sockets watching that shipment, across instances', async () => {
    const created = await as(first, operator).post('/api/shipments', { tmpNumber: 'TMP-WATCHED', containerDoor: '2A', dockLocation: 'Dock B' }).expect(201);
    const shipmentId: string = created.body.id;
    const watching = connectSocket(second, viewer.cookie);
    const notWatching = connectSocket(second, viewer.cookie);
    await Promise.all([waitForConnect(watching), waitForConnect(notWatching)]);
    const strayEntries: ShipmentTimelineEntryPayload[] = [];
    notWatching.on('shipment.timeline-entry', (payload: ShipmentTimelineEntryPayload) => strayEntries.push(payload));
    try {
      expect(await watching.emitWithAck('shipment.watch', shipmentId)).toEqual({ ok: true });
      const entry = nextEvent<ShipmentTimelineEntryPayload>(watching, 'shipment.timeline-entry', (payload) => payload.shipmentId === shipmentId);
      // The summary still reaches every screen listing shipments, the unwatched socket included.
      const summary = nextEvent<ShipmentChangedPayload>(notWatching, 'shipment.changed', (payload) => payload.shipment.id === shipmentId);
      await as(first, operator).put(`/api/shipments/${shipmentId}`, { notes: 'Seal checked twice' }).expect(200);
      const { entry: pushed } = await entry;
      await summary;
      const timeline = await as(first, viewer).get(`/api/shipments/${shipmentId}/timeline`).expect(200);
      expect(pushed).toEqual(timeline.body.at(-1));
      expect(pushed.actorName).toBe('multi-operator Tester');
      expect(strayEntries).toEqual([]);

      // The sockets swap: the entry reaching the new watcher shows the one that left was passed over.
      expect(await watching.emitWithAck('shipment.unwatch', shipmentId)).toEqual({ ok: true });
      expect(await notWatching.emitWithAck('shipment.watch', shipmentId)).toEqual({ ok: true });
      const entriesAfterUnwatch: ShipmentTimelineEntryPayload[] = [];
      watching.on('shipment.timeline-entry', (payload: ShipmentTimelineEntryPayload) => entriesAfterUnwatch.push(payload));
      const toNewWatcher = nextEvent<ShipmentTimelineEntryPayload>(notWatching, 'shipment.timeline-entry', (payload) => payload.shipmentId === shipmentId);
      await as(first, operator).put(`/api/shipments/${shipmentId}`, { notes: 'Seal replaced' }).expect(200);
      expect((await toNewWatcher).entry.details).toMatchObject({ changes: { notes: { from: 'Seal checked twice', to: 'Seal replaced' } } });
      expect(entriesAfterUnwatch).toEqual([]);
    } finally {
      watching.close();
      notWatching.close();
    }
  });

  it('signs a user out on every instance when an admin changes their role', async () => {
    const target = await register(first, 'multi-target');
    const onB = connectSocket(second, target.cookie);
    await waitForConnect(onB);
    const closed = new Promise<string>((resolve) => onB.once('disconnect', resolve));
    await as(first, admin).put(`/api/users/${target.id}`, { role: 'operator' }).expect(200);
    await expect(closed).resolves.toBe('io server disconnect');
    await supertest(second.origin).get('/api/auth/user').set('cookie', target.cookie).expect(401);
  });
});
