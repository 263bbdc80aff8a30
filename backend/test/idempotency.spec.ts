import pg from 'pg';
import supertest from 'supertest';
import { IdempotencyKeySweeper } from '../src/common/idempotency/idempotency-key-sweeper.js';
import { registeredRoutes } from './support/routes.js';
import { register, registerWithRole, sessionCookie, startTestApp, type Account, type TestApp } from './support/test-app.js';
import { as, createCrew, type Crew, driveShipment, freeDoor, truck } from './support/workflow.js';

const HOUR_MS = 60 * 60 * 1000;

describe('Idempotency-Key (docs/decisions.md, "Idempotency keys")', () => {
  let test: TestApp;
  let admin: Account;
  let operator: Account;
  let crew: Crew;

  beforeAll(async () => {
    test = await startTestApp();
    admin = await register(test, 'idem-admin');
    operator = await registerWithRole(test, 'idem-operator', 'operator');
    crew = await createCrew(test, admin);
  });
  afterAll(() => test.close());

  const confirmCount = (account: Account, key: string, body: { shipmentId: string; poId: string; actualQuantity: number }) =>
    as(test, account).post('/api/count-confirmations', body).set('Idempotency-Key', key);
  const count = async (sql: string, params: unknown[]) => (await test.sql<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;
  const confirmations = (shipmentId: string) => count('count_confirmations where shipment_id = $1', [shipmentId]);
  const events = (shipmentId: string, type: string) => count('domain_events where shipment_id = $1 and type = $2', [shipmentId, type]);
  const storedKeys = (key: string) =>
    test.sql<{ user_id: string; method: string; path: string; status_code: number }>('select user_id, method, path, status_code from idempotency_keys where key = $1', [key]);

  it('answers a repeated count confirmation with the stored status and body, marked replayed, and applies it once', async () => {
    const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-IDEM-REPLAY', 'loaded');
    const body = { shipmentId, poId, actualQuantity: 118 };
    const first = await confirmCount(operator, 'count-once', body).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await confirmCount(operator, 'count-once', body).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await confirmations(shipmentId)).toBe(1);
    expect(await events(shipmentId, 'CountConfirmed')).toBe(1);
    expect(await storedKeys('count-once')).toEqual([{ user_id: operator.id, method: 'POST', path: '/api/count-confirmations', status_code: 201 }]);
    // Without a key a recount still adds a confirmation (docs/product.md §3.7: a recount is kept).
    await as(test, operator).post('/api/count-confirmations', body).expect(201);
    expect(await confirmations(shipmentId)).toBe(2);
  });

  it('refuses the same key with another body or path with 422, and stores nothing for it', async () => {
    const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-IDEM-MISMATCH', 'loaded');
    await confirmCount(operator, 'count-mismatch', { shipmentId, poId, actualQuantity: 120 }).expect(201);
    const otherBody = await confirmCount(operator, 'count-mismatch', { shipmentId, poId, actualQuantity: 119 }).expect(422);
    expect(otherBody.body).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'This Idempotency-Key was used for a different request.',
      code: 'UNPROCESSABLE',
    });
    const otherPath = await as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 1 }).set('Idempotency-Key', 'count-mismatch').expect(422);
    expect(otherPath.body.code).toBe('UNPROCESSABLE');
    expect(await confirmations(shipmentId)).toBe(1);
    expect(await events(shipmentId, 'CountConfirmed')).toBe(1);
    expect(await storedKeys('count-mismatch')).toEqual([{ user_id: operator.id, method: 'POST', path: '/api/count-confirmations', status_code: 201 }]);
  });

  it('makes a second request with the key wait for the first, then answers it what the first stored', async () => {
    const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-IDEM-WAIT', 'loaded');
    const body = { shipmentId, poId, actualQuantity: 120 };
    const waiting = () => count("pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'", []);
    const until = async (condition: () => Promise<boolean>) => {
      for (let tries = 0; !(await condition()); tries++) {
        if (tries > 200) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    // Hold the shipment: the first request takes the key, then waits for the shipment; the second waits for the key.
    const holder = new pg.Client({ connectionString: test.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from shipments where id = $1 for update', [shipmentId]);
      const first = confirmCount(operator, 'count-parallel', body).then((response) => response);
      await until(async () => (await waiting()) === 1);
      const second = confirmCount(operator, 'count-parallel', body).then((response) => response);
      await until(async () => (await waiting()) === 2);
      await holder.query('commit');
      const answers = await Promise.all([first, second]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[1]!.body).toEqual(answers[0]!.body);
      expect(answers.map((answer) => answer.headers['idempotent-replayed'])).toEqual([undefined, 'true']);
    } finally {
      await holder.end();
    }
    expect(await confirmations(shipmentId)).toBe(1);
    expect(await events(shipmentId, 'CountConfirmed')).toBe(1);
  });

  it('replays on another instance what one stored: the retry of an answer lost with its instance', async () => {
    const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-IDEM-INSTANCES', 'loaded');
    const body = { shipmentId, poId, actualQuantity: 120 };
    const other = await startTestApp({}, test);
    try {
      const first = await confirmCount(operator, 'count-elsewhere', body).expect(201);
      const retried = await supertest(other.origin).post('/api/count-confirmations').set('cookie', operator.cookie).set('Idempotency-Key', 'count-elsewhere').send(body).expect(201);
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect(retried.body).toEqual(first.body);
    } finally {
      await other.close();
    }
    expect(await confirmations(shipmentId)).toBe(1);
  });

  it('answers parallel driver releases with one key alike, where without a key all but one would be 409', async () => {
    const { poId } = await driveShipment(test, operator, crew, 'TMP-IDEM-RELEASE', 'loaded');
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => as(test, operator).put(`/api/purchase-orders/${poId}`, { releasedAt: '2026-11-18T15:00:00Z' }).set('Idempotency-Key', 'release-once')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[2]!.body).toEqual(answers[0]!.body);
    expect(await count("domain_events where type = 'DriverReleased' and payload->>'purchaseOrderId' = $1", [poId])).toBe(1);
  });

  it('stores nothing for a refused command, so the key can be used again once the command can apply', async () => {
    const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-IDEM-REFUSED', 'bol');
    const row = () => as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 1 }).set('Idempotency-Key', 'row-after-crew');
    const refused = await row().expect(409);
    expect(refused.body.code).toBe('WORKFLOW_CONFLICT');
    expect(await storedKeys('row-after-crew')).toEqual([]);
    await as(test, operator)
      .post('/api/otr-assignments', { shipmentId, otrDriverId: crew.driverId, forkliftOperatorId: crew.forkliftId, otrDoorAssignment: 'OTR-3', instructions: 'Go' })
      .expect(201);
    const applied = await row().expect(201);
    expect(applied.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('container_loading_records where shipment_id = $1', [shipmentId])).toBe(1);
    expect(await storedKeys('row-after-crew')).toHaveLength(1);
  });

  it('keeps keys per user: another user’s same key is a request of its own', async () => {
    const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-IDEM-USERS', 'loaded');
    const body = { shipmentId, poId, actualQuantity: 120 };
    await confirmCount(operator, 'shared-key', body).expect(201);
    const byAdmin = await confirmCount(admin, 'shared-key', body).expect(201);
    expect(byAdmin.headers['idempotent-replayed']).toBeUndefined();
    expect(byAdmin.body.confirmedBy).toBe(admin.id);
    expect(await confirmations(shipmentId)).toBe(2);
    expect((await storedKeys('shared-key')).map((key) => key.user_id).sort()).toEqual([admin.id, operator.id].sort());
  });

  it.each([
    ['empty', ''],
    ['longer than 200 characters', 'k'.repeat(201)],
    ['not ASCII', 'clé'],
  ])('refuses a key that is %s with 400 under the header’s name, before the command runs', async (_name, key) => {
    const { shipmentId, poId } = await driveShipment(test, operator, crew, `TMP-IDEM-BAD-${key.length}`, 'loaded');
    const response = await confirmCount(operator, key, { shipmentId, poId, actualQuantity: 120 }).expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'Idempotency-Key', message: 'Idempotency-Key must be 1 to 200 printable ASCII characters.' }],
    });
    expect(await confirmations(shipmentId)).toBe(0);
  });

  describe('every command route', () => {
    interface Call {
      account: Account;
      method: 'post' | 'put' | 'delete';
      path: string;
      body?: object;
    }
    /**
     * A request each command route accepts, prepared without a key. A command route missing here
     * fails the test: mark it TakesIdempotencyKey and add it, or list it in IGNORING with its reason.
     */
    /** A crew member createCrew hired, signed in on their own device. */
    async function signIn(username: string, id: string): Promise<Account> {
      const login = await supertest(test.origin).post('/api/login').send({ username, password: 'secret-pass' }).expect(200);
      return { id, username, password: 'secret-pass', cookie: sessionCookie(login.headers['set-cookie']) };
    }
    const ROUTES: Record<string, () => Promise<Call>> = {
      'POST /api/users': async () => ({ account: admin, method: 'post', path: '/api/users', body: { username: 'idem-hired', password: 'secret-pass', role: 'viewer' } }),
      'PUT /api/users/:id': async () => ({ account: operator, method: 'put', path: `/api/users/${operator.id}`, body: { firstName: 'Olga' } }),
      'DELETE /api/users/:id': async () => {
        const doomed = await as(test, admin).post('/api/users', { username: 'idem-doomed', password: 'secret-pass', role: 'viewer' }).expect(201);
        return { account: admin, method: 'delete', path: `/api/users/${doomed.body.id}` };
      },
      'POST /api/shipments': async () => ({
        account: operator,
        method: 'post',
        path: '/api/shipments',
        body: { tmpNumber: 'TMP-ROUTE-CHECKIN', containerDoor: await freeDoor(test, operator), dockLocation: 'Dock A', poNumbers: ['PO-ROUTE-CHECKIN'] },
      }),
      'PUT /api/shipments/:id': async () => {
        const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-ROUTE-EDIT', 'checkin');
        return { account: operator, method: 'put', path: `/api/shipments/${shipmentId}`, body: { notes: 'Fragile' } };
      },
      'POST /api/purchase-orders': async () => {
        const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-ROUTE-PO', 'checkin');
        return { account: operator, method: 'post', path: '/api/purchase-orders', body: { poNumber: 'PO-ROUTE-ADDED', shipmentId } };
      },
      'DELETE /api/purchase-orders/:id': async () => {
        const { poId } = await driveShipment(test, operator, crew, 'TMP-ROUTE-PO-DEL', 'checkin');
        return { account: operator, method: 'delete', path: `/api/purchase-orders/${poId}` };
      },
      'PUT /api/purchase-orders/:id/appointment': async () => {
        const { poId } = await driveShipment(test, operator, crew, 'TMP-ROUTE-APPT', 'checkin');
        return { account: operator, method: 'put', path: `/api/purchase-orders/${poId}/appointment`, body: { appointmentAt: '2026-11-19T08:00:00.000Z' } };
      },
      'PUT /api/purchase-orders/:id': async () => {
        const { poId } = await driveShipment(test, operator, crew, 'TMP-ROUTE-TRUCK', 'checkin');
        return { account: operator, method: 'put', path: `/api/purchase-orders/${poId}`, body: truck };
      },
      'POST /api/otr-assignments': async () => {
        const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-ROUTE-CREW', 'bol');
        const body = { shipmentId, otrDriverId: crew.driverId, forkliftOperatorId: crew.forkliftId, otrDoorAssignment: 'OTR-3', instructions: 'Go' };
        return { account: operator, method: 'post', path: '/api/otr-assignments', body };
      },
      'PUT /api/otr-assignments/:id': async () => {
        const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-ROUTE-SEND', 'crew');
        const [assignment] = (await as(test, operator).get(`/api/shipments/${shipmentId}/otr-assignments`).expect(200)).body;
        return { account: operator, method: 'put', path: `/api/otr-assignments/${assignment.id}`, body: { instructionsSent: true } };
      },
      'POST /api/my-assignments/:id/opened': async () => {
        const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-ROUTE-OPEN', 'crew');
        const [assignment] = (await as(test, operator).get(`/api/shipments/${shipmentId}/otr-assignments`).expect(200)).body;
        await as(test, operator).put(`/api/otr-assignments/${assignment.id}`, { instructionsSent: true }).expect(200);
        return { account: await signIn('crew-forklift', crew.forkliftId), method: 'post', path: `/api/my-assignments/${assignment.id}/opened` };
      },
      'POST /api/container-loading': async () => {
        const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-ROUTE-ROW', 'crew');
        return { account: operator, method: 'post', path: '/api/container-loading', body: { shipmentId, rowNumber: 1 } };
      },
      'POST /api/count-confirmations': async () => {
        const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-ROUTE-COUNT', 'loaded');
        return { account: operator, method: 'post', path: '/api/count-confirmations', body: { shipmentId, poId, actualQuantity: 120 } };
      },
      'POST /api/spotter-tasks': async () => {
        const spotter = await spotterId();
        return { account: operator, method: 'post', path: '/api/spotter-tasks', body: { taskDescription: 'Move trailer', assignedTo: spotter, priority: 'normal' } };
      },
      'POST /api/displays/:id/revoke': async () => {
        const registered = await as(test, admin).post('/api/displays', { name: 'Idempotent wall', docks: ['Dock A'] }).expect(201);
        return { account: admin, method: 'post', path: `/api/displays/${registered.body.display.id}/revoke` };
      },
      'PUT /api/spotter-tasks/:id': async () => {
        const task = await as(test, operator).post('/api/spotter-tasks', { taskDescription: 'Stage chassis', assignedTo: await spotterId() }).expect(201);
        return { account: operator, method: 'put', path: `/api/spotter-tasks/${task.body.id}`, body: { status: 'in_progress' } };
      },
    };
    /**
     * Command routes that take no key: sign-in, registration, sign-out and display pairing are
     * anonymous; the import runs as a job; registering a display and a new code answer a one-time
     * code that is not stored in clear; push subscriptions are idempotent by themselves.
     */
    const IGNORING = [
      'POST /api/login',
      'POST /api/register',
      'POST /api/logout',
      'POST /api/dock-schedule/import',
      'POST /api/display/pair',
      'POST /api/displays',
      'POST /api/displays/:id/pairing-code',
      'POST /api/push/subscriptions',
      'DELETE /api/push/subscriptions',
    ];

    let spotter: string | undefined;
    const spotterId = async () => {
      spotter ??= (await as(test, admin).post('/api/users', { username: 'idem-spotter', password: 'secret-pass', role: 'viewer', crewFunctions: ['spotter'] }).expect(201)).body
        .id as string;
      return spotter!;
    };
    const send = ({ account, method, path, body }: Call, key: string) => {
      const request = as(test, account);
      return (method === 'delete' ? request.delete(path) : request[method](path, body ?? {})).set('Idempotency-Key', key);
    };
    const allEvents = () => count('domain_events', []);

    it('lists every command route, here or among those that ignore the key', () => {
      const commands = registeredRoutes(test.app)
        .filter((route) => route.method !== 'GET')
        .map((route) => route.route);
      expect(commands.sort()).toEqual([...Object.keys(ROUTES), ...IGNORING].sort());
    });

    it.each(Object.keys(ROUTES))('%s stores its answer with the key and replays it', async (route) => {
      const call = await ROUTES[route]!();
      const key = `route ${route}`;
      const before = await allEvents();
      const first = await send(call, key);
      expect(first.status).toBeLessThan(300);
      const applied = await allEvents();
      expect(applied).toBeGreaterThan(before);
      const again = await send(call, key);
      expect({ status: again.status, replayed: again.headers['idempotent-replayed'], body: again.body }).toEqual({
        status: first.status,
        replayed: 'true',
        body: first.body,
      });
      expect(await allEvents()).toBe(applied);
      expect((await storedKeys(key)).map((stored) => stored.status_code)).toEqual([first.status]);
    });

    it('is ignored where the route takes no key: no 400 for a malformed one, no replay', async () => {
      const badKey = 'x'.repeat(201);
      const post = (path: string, body?: object, cookie?: string) => {
        const request = supertest(test.origin).post(path).set('Idempotency-Key', badKey);
        return (cookie ? request.set('cookie', cookie) : request).send(body);
      };
      const registered = await post('/api/register', { username: 'idem-newcomer', password: 'secret-pass' }).expect(201);
      await post('/api/login', { username: 'idem-newcomer', password: 'secret-pass' }).expect(200);
      const noFile = await post('/api/dock-schedule/import', undefined, operator.cookie).expect(400);
      expect(noFile.body.errors).toEqual([{ field: 'file', message: 'Please select an Excel file (.xlsx or .xls)' }]);
      const signedOut = await post('/api/logout', undefined, registered.headers['set-cookie']![0]!.split(';')[0]).expect(204);
      expect(signedOut.headers['idempotent-replayed']).toBeUndefined();
      expect(await storedKeys(badKey)).toEqual([]);
    });
  });

  describe('after 24 hours', () => {
    it('a key no longer answers: a new request takes it over, and the sweep removes the old ones', async () => {
      const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-IDEM-SWEEP', 'loaded');
      const body = { shipmentId, poId, actualQuantity: 120 };
      await confirmCount(operator, 'swept', body).expect(201);
      await confirmCount(operator, 'taken-over', body).expect(201);
      const sweeper = test.app.get(IdempotencyKeySweeper);

      test.clock.advance(23 * HOUR_MS);
      expect(await sweeper.sweep()).toBe(0);
      expect((await confirmCount(operator, 'swept', body).expect(201)).headers['idempotent-replayed']).toBe('true');

      test.clock.advance(2 * HOUR_MS);
      const takenOver = await confirmCount(operator, 'taken-over', body).expect(201);
      expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
      expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
      expect((await test.sql<{ key: string }>('select key from idempotency_keys')).map((row) => row.key)).toEqual(['taken-over']);

      const fresh = await confirmCount(operator, 'swept', body).expect(201);
      expect(fresh.headers['idempotent-replayed']).toBeUndefined();
      expect(await confirmations(shipmentId)).toBe(4);
    });
  });
});
