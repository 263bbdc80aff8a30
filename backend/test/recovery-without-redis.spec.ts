import { pushMissedWhileDropped } from './support/recovery.js';
import supertest from 'supertest';
import type { ShipmentChangedPayload, UserChangedPayload } from '@dockflow/contracts';
import { connectSocket, nextEvent, register, registerWithRole, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';
import { as, freeDoor } from './support/workflow.js';

// One instance without Redis: the pushes a dropped client resumes with are kept in the instance
// (realtime/bounded-session-adapter.ts); multi-instance.spec.ts covers the same through Redis.
describe('connection state recovery on one instance without Redis', () => {
  let test: TestApp;
  let operator: Account;
  let viewer: Account;
  let admin: Account;

  beforeAll(async () => {
    test = await startTestApp({ REDIS_URL: '' });
    operator = await registerWithRole(test, 'recovery-operator', 'operator');
    viewer = await register(test, 'recovery-viewer');
    admin = await registerWithRole(test, 'recovery-admin', 'admin');
  });
  afterAll(() => test.close());

  it('delivers what a briefly disconnected client missed when it reconnects', async () => {
    const socket = connectSocket(test, viewer.cookie, test.origin, { reconnection: true, reconnectionDelay: 300 });
    try {
      const checkIn = async (tmpNumber: string) =>
        as(test, operator).post('/api/shipments', { tmpNumber, containerDoor: await freeDoor(test, operator), dockLocation: 'Dock A' }).expect(201);
      const { missed, recovered } = await pushMissedWhileDropped(socket, checkIn, ['TMP-KEPT-1', 'TMP-KEPT-2']);
      expect(missed.eventType).toBe('ContainerCheckedIn');
      expect(recovered).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('resumes a connection under another account with that account’s rooms only (a shared tablet)', async () => {
    const leaving = await registerWithRole(test, 'recovery-leaving-admin', 'admin');
    const socket = connectSocket(test, leaving.cookie, test.origin, { reconnection: false });
    try {
      await waitForConnect(socket);
      const checkIn = async (tmpNumber: string) =>
        as(test, operator).post('/api/shipments', { tmpNumber, containerDoor: await freeDoor(test, operator), dockLocation: 'Dock A' }).expect(201);
      // A first push gives the client the offset it resumes from.
      const first = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed', (payload) => payload.shipment.tmpNumber === 'TMP-SHARED-1');
      await checkIn('TMP-SHARED-1');
      await first;
      // The Wi-Fi drops; the admin signs out; a viewer signs in on the same screen, which reconnects.
      const dropped = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
      socket.io.engine.close();
      await dropped;
      await supertest(test.origin).post('/api/logout').set('cookie', leaving.cookie).set('origin', test.origin).expect(204);
      socket.io.opts.extraHeaders = { cookie: viewer.cookie, origin: test.origin };
      socket.connect();
      await waitForConnect(socket);

      const userChanges: UserChangedPayload[] = [];
      socket.on('user.changed', (payload: UserChangedPayload) => userChanges.push(payload));
      await as(test, admin).post('/api/users', { username: 'recovery-newcomer', password: 'secret-pass', role: 'viewer' }).expect(201);
      // Still live for what a viewer may read: the next check-in arrives (pushed after the user's change).
      const next = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed', (payload) => payload.shipment.tmpNumber === 'TMP-SHARED-2');
      await checkIn('TMP-SHARED-2');
      await next;
      expect(userChanges).toEqual([]);
    } finally {
      socket.close();
    }
  });
});
