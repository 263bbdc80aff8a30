import { pushMissedWhileDropped } from './support/recovery.js';
import { connectSocket, register, registerWithRole, startTestApp, type Account, type TestApp } from './support/test-app.js';
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
});
