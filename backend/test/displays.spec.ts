import supertest from 'supertest';
import type { DisplayBoard, DisplayPairing, WallDisplay } from '@dockflow/contracts';
import { registeredRoutes } from './support/routes.js';
import { closedByServer, connectSocket, nextEvent, register, registerWithRole, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';
import { largeSchedule } from './support/large-schedule.js';
import { as, freeDoor } from './support/workflow.js';

/** The display's cookie as a browser would send it back. */
function displayCookie(setCookie: string | string[] | undefined): string {
  const cookie = [setCookie ?? []].flat().find((entry) => entry.startsWith('dockflow.display='));
  if (!cookie) throw new Error('No display cookie was set');
  return cookie.split(';')[0]!;
}

describe('wall displays as devices (docs/product.md §9)', () => {
  let test: TestApp;
  let admin: Account;
  let operator: Account;

  beforeAll(async () => {
    test = await startTestApp();
    admin = await register(test, 'display-admin');
    operator = await registerWithRole(test, 'display-operator', 'operator');
  });
  afterAll(() => test.close());

  async function registerDisplay(name: string, docks: string[]): Promise<DisplayPairing> {
    return (await as(test, admin).post('/api/displays', { name, docks }).expect(201)).body as DisplayPairing;
  }

  async function pair(code: string): Promise<{ cookie: string; setCookie: string }> {
    const response = await supertest(test.origin).post('/api/display/pair').send({ code }).expect(200);
    const setCookie = [response.headers['set-cookie'] ?? []].flat().find((entry) => entry.startsWith('dockflow.display='))!;
    return { cookie: displayCookie(response.headers['set-cookie']), setCookie };
  }

  /** A display registered for `docks`, paired, with its socket connected. */
  async function connectedDisplay(name: string, docks: string[]) {
    const { pairingCode, display } = await registerDisplay(name, docks);
    const { cookie } = await pair(pairingCode);
    const socket = connectSocket(test, cookie);
    await waitForConnect(socket);
    return { display, cookie, socket };
  }

  it('registers a display with a one-time code, stored hashed, and refuses a display without a name or docks', async () => {
    const pairing = await registerDisplay('Dock A wall', ['Dock A']);
    expect(pairing.pairingCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(pairing.pairingPath).toBe(`/display?code=${pairing.pairingCode}`);
    expect(pairing.display).toMatchObject({ name: 'Dock A wall', docks: ['Dock A'], state: 'awaiting_pairing', lastContactAt: null });
    const [row] = await test.sql<{ pairing_code_hash: string }>('select pairing_code_hash from displays where id = $1', [pairing.display.id]);
    expect(row!.pairing_code_hash).toHaveLength(64);
    expect(row!.pairing_code_hash).not.toContain(pairing.pairingCode);

    const refused = await as(test, admin).post('/api/displays', { name: '', docks: [] }).expect(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Display name is required' },
        { field: 'docks', message: 'Choose at least one dock' },
      ]),
    );
    const blankTwice = await as(test, admin).post('/api/displays', { name: '   ', docks: ['Dock A', 'Dock A'] }).expect(400);
    expect(blankTwice.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Display name is required' },
        { field: 'docks', message: 'Each dock may be chosen once' },
      ]),
    );
    const unknown = await as(test, admin).post('/api/displays', { name: 'North', docks: ['Dock Z'] }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'docks', message: 'Docks must be among Dock A, Dock B, Dock C, Dock D' }]);
    await as(test, operator).post('/api/displays', { name: 'Not mine', docks: ['Dock A'] }).expect(403);
  });

  it('pairs with the code typed with spaces for its dash, or around it', async () => {
    for (const spaced of [(code: string) => code.replace('-', ' '), (code: string) => ` ${code} `, (code: string) => code.replace('-', '').replace(/(..)/g, '$1 ')]) {
      const { pairingCode } = await registerDisplay('Spaced wall', ['Dock C']);
      await pair(spaced(pairingCode));
    }
  });

  it('pairs once with the code (any case, with or without the dash) and sets a long-lived HttpOnly device cookie', async () => {
    const { pairingCode } = await registerDisplay('Pairing wall', ['Dock B']);
    const typed = pairingCode.replace('-', '').toLowerCase();
    const { setCookie } = await pair(typed);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(setCookie)![1]);
    expect(maxAge).toBeGreaterThanOrEqual(399 * 24 * 3600);
    // The code is used up.
    const again = await supertest(test.origin).post('/api/display/pair').send({ code: pairingCode }).expect(400);
    expect(again.body.errors).toEqual([{ field: 'code', message: 'This pairing code is not valid or has expired. Ask your administrator for a new one.' }]);
  });

  it('refuses an expired code', async () => {
    const { pairingCode } = await registerDisplay('Late wall', ['Dock C']);
    test.clock.advance(61 * 60_000);
    await supertest(test.origin).post('/api/display/pair').send({ code: pairingCode }).expect(400);
  });

  it('reads the board of its own docks only, with the trucks of those shipments', async () => {
    const { pairingCode, display } = await registerDisplay('Dock A board', ['Dock A']);
    const { cookie } = await pair(pairingCode);
    await as(test, operator).post('/api/shipments', { tmpNumber: 'TMP-WALL-A', containerDoor: '1A', dockLocation: 'Dock A' }).expect(201);
    await as(test, operator).post('/api/shipments', { tmpNumber: 'TMP-WALL-B', containerDoor: '2B', dockLocation: 'Dock B' }).expect(201);
    const board = (await supertest(test.origin).get('/api/display/board').set('cookie', cookie).expect(200)).body as DisplayBoard;
    expect(board.display).toEqual({ id: display.id, name: 'Dock A board', docks: ['Dock A'] });
    expect(board.shipments.map((shipment) => shipment.tmpNumber)).toEqual(['TMP-WALL-A']);
    expect(board.truckers).toEqual([]);
  });

  it('is refused on every other route (401), and a person is refused on the display board (403)', async () => {
    const { pairingCode } = await registerDisplay('Refused wall', ['Dock A']);
    const { cookie } = await pair(pairingCode);
    const others = registeredRoutes(test.app).filter((route) => route.access?.kind === 'roles');
    expect(others.length).toBeGreaterThan(30);
    for (const route of others) {
      const path = route.path.replace(':id', '00000000-0000-4000-8000-000000000000').replace(':poNumber', 'PO-NOBODY');
      const response = await supertest(test.origin)[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set('cookie', cookie);
      expect({ route: route.route, status: response.status }).toEqual({ route: route.route, status: 401 });
    }
    await as(test, admin).get('/api/display/board').expect(403);
    await supertest(test.origin).get('/api/display/board').expect(401);
  });

  it('shows the admin its last contact, moved at most once a minute', async () => {
    const { pairingCode, display } = await registerDisplay('Contact wall', ['Dock A']);
    const { cookie } = await pair(pairingCode);
    const contact = async () => ((await as(test, admin).get('/api/displays').expect(200)).body as WallDisplay[]).find((entry) => entry.id === display.id)!;
    const paired = await contact();
    expect(paired.state).toBe('paired');
    expect(paired.lastContactAt).toBe(paired.pairedAt);

    await supertest(test.origin).get('/api/display/board').set('cookie', cookie).expect(200);
    expect((await contact()).lastContactAt).toBe(paired.lastContactAt);

    test.clock.advance(5 * 60_000);
    await supertest(test.origin).get('/api/display/board').set('cookie', cookie).expect(200);
    const later = await contact();
    expect(Date.parse(later.lastContactAt!) - Date.parse(paired.lastContactAt!)).toBeGreaterThanOrEqual(5 * 60_000);
  });

  it('lives through any idle time: the credential has no idle limit', async () => {
    const { pairingCode } = await registerDisplay('Idle wall', ['Dock A']);
    const { cookie } = await pair(pairingCode);
    test.clock.advance(90 * 24 * 60 * 60_000);
    await supertest(test.origin).get('/api/display/board').set('cookie', cookie).expect(200);
  });

  it('gets a data-free signal on its socket when a shipment changes, and joins no person’s room', async () => {
    const { socket } = await connectedDisplay('Socket wall', ['Dock A']);
    const shipmentPushes: unknown[] = [];
    socket.on('shipment.changed', (payload: unknown) => shipmentPushes.push(payload));
    try {
      const signal = nextEvent<unknown>(socket, 'display.board-changed');
      await as(test, operator).post('/api/shipments', { tmpNumber: 'TMP-WALL-SIGNAL', containerDoor: '3A', dockLocation: 'Dock A' }).expect(201);
      // Only the recovery offset Socket.IO adds, never a shipment.
      expect(JSON.stringify(await signal)).not.toContain('TMP-WALL-SIGNAL');
      expect(shipmentPushes).toEqual([]);
      const watched = await socket.emitWithAck('shipment.watch', '00000000-0000-4000-8000-000000000000');
      expect(watched).toEqual({ ok: false, error: 'Unauthorized' });
    } finally {
      socket.close();
    }
  });

  it('a browser holding a session and a display cookie is the person on its pages, the display on /display', async () => {
    const { pairingCode } = await registerDisplay('Admin’s own browser', ['Dock B']);
    const { cookie: display } = await pair(pairingCode);
    const both = `${admin.cookie}; ${display}`;
    const person = connectSocket(test, both);
    const wall = connectSocket(test, both, test.origin, { auth: { display: true } });
    try {
      await Promise.all([waitForConnect(person), waitForConnect(wall)]);
      const wallShipments: unknown[] = [];
      wall.on('shipment.changed', (payload: unknown) => wallShipments.push(payload));
      const personGets = nextEvent<{ shipment: { tmpNumber: string } }>(person, 'shipment.changed', (payload) => payload.shipment.tmpNumber === 'TMP-BOTH-1');
      const wallGets = nextEvent<unknown>(wall, 'display.board-changed');
      await as(test, operator).post('/api/shipments', { tmpNumber: 'TMP-BOTH-1', containerDoor: await freeDoor(test, operator), dockLocation: 'Dock B' }).expect(201);
      await Promise.all([personGets, wallGets]);
      expect(wallShipments).toEqual([]);
    } finally {
      person.close();
      wall.close();
    }
  });

  it('gets one signal for an import of 300 rows, not one per event-loop turn of its events', async () => {
    const { cookie, socket } = await connectedDisplay('Import wall', ['Dock A']);
    const signals: number[] = [];
    socket.on('display.board-changed', () => signals.push(performance.now()));
    try {
      // More events than one command publishes one by one (250): they go out as a bulk.
      await supertest(test.origin).post('/api/dock-schedule/import').set('cookie', operator.cookie).attach('file', largeSchedule(300, 'WALL'), 'schedule.xlsx').expect(201);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(signals).toHaveLength(1);
      const board = (await supertest(test.origin).get('/api/display/board').set('cookie', cookie).expect(200)).body as DisplayBoard;
      expect(JSON.stringify(board)).toContain('TMP-WALL-');
    } finally {
      socket.close();
    }
  });

  it('revoked: its socket is closed at once, its board answers 401 DISPLAY_REVOKED, and a new socket is refused', async () => {
    const { display, cookie, socket } = await connectedDisplay('Revoked wall', ['Dock A']);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const revoked = (await as(test, admin).post(`/api/displays/${display.id}/revoke`, {}).expect(200)).body as WallDisplay;
    expect(revoked).toMatchObject({ state: 'revoked' });
    expect(await closed).toBe('io server disconnect');

    const board = await supertest(test.origin).get('/api/display/board').set('cookie', cookie).expect(401);
    expect(board.body).toMatchObject({ statusCode: 401, code: 'DISPLAY_REVOKED', message: 'This display was revoked' });
    const again = connectSocket(test, cookie);
    await expect(waitForConnect(again)).rejects.toThrow('This display was revoked');
    again.close();
    await as(test, admin).post(`/api/displays/${display.id}/pairing-code`, {}).expect(409);
    const [event] = await test.sql<{ actor_id: string }>(`select actor_id from domain_events where type = 'DisplayRevoked' and payload ->> 'displayId' = $1`, [display.id]);
    expect(event!.actor_id).toBe(admin.id);
  });

  it('a new code for a replaced screen ends the old screen’s token when the new one pairs', async () => {
    const { pairingCode, display } = await registerDisplay('Replaced wall', ['Dock A']);
    const old = await pair(pairingCode);
    const fresh = (await as(test, admin).post(`/api/displays/${display.id}/pairing-code`, {}).expect(201)).body as DisplayPairing;
    await supertest(test.origin).get('/api/display/board').set('cookie', old.cookie).expect(200);
    const oldSocket = connectSocket(test, old.cookie);
    await waitForConnect(oldSocket);
    const oldClosed = closedByServer(oldSocket, 3000);
    const replacement = await pair(fresh.pairingCode);
    const newSocket = connectSocket(test, replacement.cookie);
    try {
      await waitForConnect(newSocket);
      await supertest(test.origin).get('/api/display/board').set('cookie', old.cookie).expect(401);
      await supertest(test.origin).get('/api/display/board').set('cookie', replacement.cookie).expect(200);
      // The old screen's socket closes with its credential; the new one's stays.
      expect(await oldClosed).toBe('io server disconnect');
      await expect(closedByServer(newSocket, 500)).rejects.toThrow('still open');
    } finally {
      oldSocket.close();
      newSocket.close();
    }
  });

  // A revocation made on one instance closes the display's socket on another only through Redis.
  (process.env.REDIS_URL ? it : it.skip)('is read through another instance, and a revocation on one instance closes its socket on the other', async () => {
    const second = await startTestApp({}, test);
    try {
      const { pairingCode, display } = await registerDisplay('Shared wall', ['Dock A']);
      const { cookie } = await pair(pairingCode);
      await supertest(second.origin).get('/api/display/board').set('cookie', cookie).expect(200);
      const onSecond = connectSocket(second, cookie);
      await waitForConnect(onSecond);
      const closed = new Promise<string>((resolve) => onSecond.once('disconnect', resolve));
      await as(test, admin).post(`/api/displays/${display.id}/revoke`, {}).expect(200);
      expect(await closed).toBe('io server disconnect');
      onSecond.close();
    } finally {
      await second.close();
    }
  });
});
