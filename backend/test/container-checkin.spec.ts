import supertest from 'supertest';
import type { ShipmentChangedPayload } from '@dockflow/contracts';
import {
  connectSocket,
  nextEvent,
  register,
  registerWithRole,
  startTestApp,
  waitForConnect,
  type Account,
  type TestApp,
} from './support/test-app.js';

const checkIn = { tmpNumber: 'TMP-1001', containerDoor: '1A', dockLocation: 'Dock A' };

describe('container check-in: POST /api/shipments (docs/product.md §3, §4.1, §17.6)', () => {
  let test: TestApp;
  let admin: Account;
  let operator: Account;
  let viewer: Account;

  beforeAll(async () => {
    test = await startTestApp();
    admin = await register(test, 'admin-user');
    operator = await registerWithRole(test, 'operator-user', 'operator');
    viewer = await register(test, 'viewer-user');
  });
  afterAll(() => test.close());

  const post = (account: Account | null, body: object) => {
    const request = supertest(test.origin).post('/api/shipments');
    return (account ? request.set('cookie', account.cookie) : request).send(body);
  };

  it('creates the shipment at container_checkin with 10% progress, its POs and its stored event, in one go', async () => {
    const response = await post(operator, { ...checkIn, sealNumber: ' SEAL-9 ', poNumbers: ['PO-1', 'PO-2'] }).expect(201);
    expect(response.body).toMatchObject({
      tmpNumber: 'TMP-1001',
      status: 'container_checkin',
      workflowStep: 'container_checkin',
      progressPercentage: 10,
      containerDoor: '1A',
      dockLocation: 'Dock A',
      sealNumber: 'SEAL-9',
    });
    const [shipment] = await test.sql('select * from shipments where tmp_number = $1', ['TMP-1001']);
    expect(shipment).toMatchObject({ status: 'container_checkin', progress_percentage: 10 });
    const pos = await test.sql('select po_number from purchase_orders where shipment_id = $1 order by po_number', [response.body.id]);
    expect(pos).toEqual([{ po_number: 'PO-1' }, { po_number: 'PO-2' }]);
    const events = await test.sql<{ type: string; actor_id: string; payload: { poNumbers: string[] } }>(
      'select type, actor_id, payload from domain_events where shipment_id = $1',
      [response.body.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'ContainerCheckedIn', payload: { tmpNumber: 'TMP-1001', poNumbers: ['PO-1', 'PO-2'] } });
    const [operatorRow] = await test.sql<{ id: string }>("select id from users where username = 'operator-user'");
    expect(events[0]!.actor_id).toBe(operatorRow!.id);
  });

  it('lists it on GET /api/shipments, searchable by TMP and PO number', async () => {
    const bySearch = await supertest(test.origin).get('/api/shipments?search=po-2').set('cookie', viewer.cookie).expect(200);
    expect(bySearch.body.total).toBe(1);
    expect(bySearch.body.shipments[0].tmpNumber).toBe('TMP-1001');
    const byStatus = await supertest(test.origin).get('/api/shipments?status=completed').set('cookie', viewer.cookie).expect(200);
    expect(byStatus.body).toEqual({ shipments: [], total: 0 });
  });

  it.each([
    [{ ...checkIn, tmpNumber: '' }, 'tmpNumber', 'TMP Number is required'],
    [{ ...checkIn, tmpNumber: '   ' }, 'tmpNumber', 'TMP Number is required'],
    [{ containerDoor: '1A', dockLocation: 'Dock A' }, 'tmpNumber', 'TMP Number is required'],
    [{ ...checkIn, containerDoor: undefined }, 'containerDoor', 'Container Door is required'],
    [{ ...checkIn, containerDoor: '9Z' }, 'containerDoor', 'Container Door is required'],
    [{ ...checkIn, dockLocation: '' }, 'dockLocation', 'Dock Location is required'],
    [{ ...checkIn, floorLeadId: 'not-a-uuid' }, 'floorLeadId', 'Floor lead must be a user id'],
    [{ ...checkIn, estimatedCompletion: 'someday' }, 'estimatedCompletion', 'Estimated completion must be a date'],
    [{ ...checkIn, poNumbers: ['ok', 'bad number!'] }, 'poNumbers', 'PO number "bad number!" must be letters, digits, dots, dashes or slashes'],
    [{ ...checkIn, unknownField: 1 }, 'unknownField', 'Unknown field: unknownField'],
  ])('refuses %j with 400 and writes nothing', async (body, field, message) => {
    const before = await test.sql('select count(*)::int as n from shipments');
    const response = await post(operator, { ...body, tmpNumber: (body as { tmpNumber?: string }).tmpNumber === 'TMP-1001' ? 'TMP-BAD' : (body as { tmpNumber?: string }).tmpNumber }).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED' });
    expect(response.body.errors).toContainEqual({ field, message });
    expect(await test.sql('select count(*)::int as n from shipments')).toEqual(before);
  });

  it('refuses viewers with 403 and signed-out callers with 401', async () => {
    const forbidden = await post(viewer, { ...checkIn, tmpNumber: 'TMP-VIEW' }).expect(403);
    expect(forbidden.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    await post(null, { ...checkIn, tmpNumber: 'TMP-ANON' }).expect(401);
    expect(await test.sql("select 1 from shipments where tmp_number in ('TMP-VIEW', 'TMP-ANON')")).toEqual([]);
  });

  it('refuses a second check-in of the same TMP number with 409 naming the statuses', async () => {
    const response = await post(admin, checkIn).expect(409);
    expect(response.body).toMatchObject({
      statusCode: 409,
      code: 'WORKFLOW_CONFLICT',
      message: 'Shipment TMP-1001 is at Container Check-In; container check-in expects Pending.',
    });
    expect(await test.sql("select count(*)::int as n from domain_events where type = 'ContainerCheckedIn'")).toEqual([{ n: 1 }]);
  });

  it('advances a pending (imported) shipment instead of duplicating it', async () => {
    await test.sql("insert into shipments (id, tmp_number) values (gen_random_uuid(), 'TMP-PENDING')");
    const response = await post(operator, { ...checkIn, tmpNumber: 'TMP-PENDING', containerDoor: '2B' }).expect(201);
    expect(response.body).toMatchObject({ status: 'container_checkin', containerDoor: '2B', progressPercentage: 10 });
    expect(await test.sql("select count(*)::int as n from shipments where tmp_number = 'TMP-PENDING'")).toEqual([{ n: 1 }]);
  });

  it('refuses a PO number that belongs to another shipment, leaving nothing half-written', async () => {
    const response = await post(operator, { ...checkIn, tmpNumber: 'TMP-STEAL', containerDoor: '3C', poNumbers: ['PO-NEW', 'PO-1'] }).expect(409);
    expect(response.body.message).toBe('PO PO-1 already belongs to another shipment.');
    expect(await test.sql("select 1 from shipments where tmp_number = 'TMP-STEAL'")).toEqual([]);
    expect(await test.sql("select 1 from purchase_orders where po_number = 'PO-NEW'")).toEqual([]);
  });

  it('lets exactly one of two simultaneous check-ins of a new TMP number succeed', async () => {
    const results = await Promise.all([post(operator, { ...checkIn, tmpNumber: 'TMP-RACE', containerDoor: '2C' }), post(admin, { ...checkIn, tmpNumber: 'TMP-RACE', containerDoor: '2C' })]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(await test.sql("select count(*)::int as n from shipments where tmp_number = 'TMP-RACE'")).toEqual([{ n: 1 }]);
    expect(await test.sql("select count(*)::int as n from domain_events where payload->>'tmpNumber' = 'TMP-RACE'")).toEqual([{ n: 1 }]);
  });

  it('pushes the committed shipment to signed-in sockets, and never a refused one', async () => {
    const socket = connectSocket(test, viewer.cookie);
    try {
      await waitForConnect(socket);
      const received: ShipmentChangedPayload[] = [];
      socket.on('shipment.changed', (payload: ShipmentChangedPayload) => received.push(payload));
      await post(operator, { ...checkIn, tmpNumber: 'TMP-1001' }).expect(409);
      const pushed = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed');
      await post(operator, { ...checkIn, tmpNumber: 'TMP-LIVE', containerDoor: '3B' }).expect(201);
      const payload = await pushed;
      expect(payload).toMatchObject({ eventType: 'ContainerCheckedIn', shipment: { tmpNumber: 'TMP-LIVE', status: 'container_checkin' } });
      expect(received.map((event) => event.shipment.tmpNumber)).toEqual(['TMP-LIVE']);
    } finally {
      socket.close();
    }
  });

  it('refuses a signed-out socket and one from a foreign origin', async () => {
    const anonymous = connectSocket(test);
    await expect(waitForConnect(anonymous)).rejects.toThrow('Unauthorized');
    anonymous.close();
    const foreign = connectSocket(test, viewer.cookie, 'https://evil.example');
    await expect(waitForConnect(foreign)).rejects.toThrow('Forbidden origin');
    foreign.close();
  });

  it('disconnects a session’s socket when it signs out', async () => {
    const account = await register(test, 'leaver');
    const socket = connectSocket(test, account.cookie);
    await waitForConnect(socket);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await supertest(test.origin).post('/api/logout').set('cookie', account.cookie).expect(204);
    await expect(disconnected).resolves.toBe('io server disconnect');
  });
});
