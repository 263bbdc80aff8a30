import type { ShipmentChangedPayload } from '@dockflow/contracts';
import { connectSocket, nextEvent, register, registerWithRole, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';
import { as, freeDoor } from './support/workflow.js';

// One instance without Redis: the pushes a dropped client resumes with are kept in the instance
// (realtime/bounded-session-adapter.ts); multi-instance.spec.ts covers the same through Redis.
describe('connection state recovery on one instance without Redis', () => {
  let test: TestApp;
  let operator: Account;
  let viewer: Account;

  beforeAll(async () => {
    test = await startTestApp({ REDIS_URL: '' });
    operator = await registerWithRole(test, 'recovery-operator', 'operator');
    viewer = await register(test, 'recovery-viewer');
  });
  afterAll(() => test.close());

  it('delivers what a briefly disconnected client missed when it reconnects', async () => {
    const socket = connectSocket(test, viewer.cookie, test.origin, { reconnection: true, reconnectionDelay: 300 });
    await waitForConnect(socket);
    // Recovery needs a first packet (it carries the offset the client resumes from).
    const before = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed', (payload) => payload.shipment.tmpNumber === 'TMP-KEPT-1');
    await as(test, operator).post('/api/shipments', { tmpNumber: 'TMP-KEPT-1', containerDoor: await freeDoor(test, operator), dockLocation: 'Dock A' }).expect(201);
    await before;
    try {
      const missed = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed', (payload) => payload.shipment.tmpNumber === 'TMP-KEPT-2', 10_000);
      const reconnected = new Promise<void>((resolve) => socket.io.once('reconnect', () => resolve()));
      socket.io.engine.close();
      await as(test, operator).post('/api/shipments', { tmpNumber: 'TMP-KEPT-2', containerDoor: await freeDoor(test, operator), dockLocation: 'Dock B' }).expect(201);
      await reconnected;
      expect((await missed).eventType).toBe('ContainerCheckedIn');
      expect(socket.recovered).toBe(true);
    } finally {
      socket.close();
    }
  });
});
