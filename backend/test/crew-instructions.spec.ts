import supertest from 'supertest';
import type { MyAssignment, OtrAssignment, ShipmentChangedPayload } from '@dockflow/contracts';
import { connectSocket, nextEvent, register, registerWithRole, sessionCookie, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';
import { as, driveShipment } from './support/workflow.js';

describe('crew instructions reach the crew (docs/product.md §8.4)', () => {
  let test: TestApp;
  let admin: Account;
  let operator: Account;
  let driver: Account;
  let forklift: Account;
  let otherDriver: Account;
  let first: { shipmentId: string; assignmentId: string };

  /** A crew member created by the admin and signed in on their own device. */
  async function hire(username: string, role: string, crewFunction: string): Promise<Account> {
    const password = 'crew-password';
    const user = await as(test, admin).post('/api/users', { username, password, role, crewFunctions: [crewFunction] }).expect(201);
    const login = await supertest(test.origin).post('/api/login').send({ username, password }).expect(200);
    return { id: user.body.id as string, username, password, cookie: sessionCookie(login.headers['set-cookie']) };
  }

  async function assignAndSend(tmpNumber: string, crew: { driverId: string; forkliftId: string }, send = true) {
    const { shipmentId } = await driveShipment(test, operator, crew, tmpNumber, 'crew');
    const [assignment] = (await as(test, operator).get(`/api/shipments/${shipmentId}/otr-assignments`).expect(200)).body as OtrAssignment[];
    if (send) await as(test, operator).put(`/api/otr-assignments/${assignment!.id}`, { instructionsSent: true }).expect(200);
    return { shipmentId, assignmentId: assignment!.id };
  }

  const myAssignments = async (account: Account) => (await as(test, account).get('/api/my-assignments').expect(200)).body as MyAssignment[];

  beforeAll(async () => {
    test = await startTestApp();
    admin = await register(test, 'crew-admin');
    operator = await registerWithRole(test, 'crew-operator', 'operator');
    driver = await hire('crew-driver', 'viewer', 'otr_driver');
    forklift = await hire('crew-forklift', 'operator', 'forklift_operator');
    otherDriver = await hire('crew-other-driver', 'viewer', 'otr_driver');
  });
  afterAll(() => test.close());

  it('pushes sent instructions to the assigned driver and forklift operator only', async () => {
    const sockets = [driver, forklift, otherDriver].map((account) => connectSocket(test, account.cookie));
    const [driverSocket, forkliftSocket, otherSocket] = sockets;
    await Promise.all(sockets.map(waitForConnect));
    try {
      const toDriver = nextEvent<MyAssignment>(driverSocket!, 'crew-instructions.received');
      const toForklift = nextEvent<MyAssignment>(forkliftSocket!, 'crew-instructions.received');
      // Pushes to one socket arrive in order: the first the other driver gets must be their own.
      const toOther = nextEvent<MyAssignment>(otherSocket!, 'crew-instructions.received');
      first = await assignAndSend('TMP-CREW-1', { driverId: driver.id, forkliftId: forklift.id });

      const expected = { assignmentId: first.assignmentId, shipmentId: first.shipmentId, tmpNumber: 'TMP-CREW-1', dockLocation: 'Dock A', otrDoorAssignment: 'OTR-3', instructions: 'Load heavy pallets first', openedAt: null, active: true };
      expect(await toDriver).toMatchObject({ ...expected, crewFunctions: ['otr_driver'] });
      expect(await toForklift).toMatchObject({ ...expected, crewFunctions: ['forklift_operator'] });

      const second = await assignAndSend('TMP-CREW-2', { driverId: otherDriver.id, forkliftId: forklift.id });
      expect((await toOther).assignmentId).toBe(second.assignmentId);
    } finally {
      sockets.forEach((socket) => socket.close());
    }
  });

  it('lists a user’s own sent assignments only, newest first', async () => {
    await assignAndSend('TMP-CREW-3', { driverId: driver.id, forkliftId: forklift.id }, false);
    const stored = await test.sql<{ id: string; sent_at: Date }>('select id, sent_at from otr_assignments where instructions_sent order by sent_at desc');

    expect((await myAssignments(driver)).map((row) => row.tmpNumber)).toEqual(['TMP-CREW-1']);
    expect((await myAssignments(otherDriver)).map((row) => row.tmpNumber)).toEqual(['TMP-CREW-2']);
    expect((await myAssignments(forklift)).map((row) => row.assignmentId)).toEqual(stored.map((row) => row.id));
    expect(await myAssignments(operator)).toEqual([]);
    const [mine] = await myAssignments(driver);
    expect(mine!.sentAt).toBe(stored.find((row) => row.id === first.assignmentId)!.sent_at.toISOString());
  });

  it('refuses to open someone else’s instructions as not found', async () => {
    for (const account of [otherDriver, operator, admin]) {
      const refused = await as(test, account).post(`/api/my-assignments/${first.assignmentId}/opened`, {}).expect(404);
      expect(refused.body.message).toBe('OTR assignment not found.');
    }
    const [unsent] = await test.sql<{ id: string }>('select id from otr_assignments where not instructions_sent');
    await as(test, driver).post(`/api/my-assignments/${unsent!.id}/opened`, {}).expect(404);
    const [row] = await test.sql<{ driver_opened_at: Date | null }>('select driver_opened_at from otr_assignments where id = $1', [first.assignmentId]);
    expect(row!.driver_opened_at).toBeNull();
  });

  it('stamps the first open, pushes it to the sender’s screens, and keeps it when opened again', async () => {
    const operatorSocket = connectSocket(test, operator.cookie);
    await waitForConnect(operatorSocket);
    try {
      const pushed = nextEvent<ShipmentChangedPayload>(operatorSocket, 'shipment.changed', (change) => change.eventType === 'InstructionsOpened');
      const opened = await as(test, driver).post(`/api/my-assignments/${first.assignmentId}/opened`, {}).expect(200);
      const [{ driver_opened_at: stamp }] = await test.sql<{ driver_opened_at: Date }>('select driver_opened_at from otr_assignments where id = $1', [first.assignmentId]);
      const openedAt = stamp.toISOString();
      expect(opened.body).toMatchObject({ assignmentId: first.assignmentId, openedAt });
      const change = (await pushed) as ShipmentChangedPayload<'InstructionsOpened'>;
      expect(change.changed.assignment).toMatchObject({ id: first.assignmentId, driverOpenedAt: openedAt, forkliftOperatorOpenedAt: null });
      expect(change.details).toEqual({ assignmentId: first.assignmentId, openedBy: driver.id, crewFunctions: ['otr_driver'], openedAt });
    } finally {
      operatorSocket.close();
    }

    test.clock.advance(5 * 60_000);
    const again = await as(test, driver).post(`/api/my-assignments/${first.assignmentId}/opened`, {}).expect(200);
    const [stored] = await test.sql<{ driver_opened_at: Date }>('select driver_opened_at from otr_assignments where id = $1', [first.assignmentId]);
    expect(again.body.openedAt).toBe(stored!.driver_opened_at.toISOString());
    expect(test.clock.now().getTime() - stored!.driver_opened_at.getTime()).toBeGreaterThanOrEqual(5 * 60_000);
    const events = await test.sql("select id from domain_events where type = 'InstructionsOpened' and shipment_id = $1", [first.shipmentId]);
    expect(events).toHaveLength(1);
    expect((await myAssignments(driver))[0]!.openedAt).toBe(stored!.driver_opened_at.toISOString());
    const crew = (await as(test, operator).get(`/api/shipments/${first.shipmentId}/otr-assignments`).expect(200)).body as OtrAssignment[];
    expect(crew[0]).toMatchObject({ driverOpenedAt: stored!.driver_opened_at.toISOString(), forkliftOperatorOpenedAt: null });
  });
});
