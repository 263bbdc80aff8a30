import type { ContainerDoorStatus } from '@dockflow/contracts';
import { register, registerWithRole, startTestApp, type Account, type TestApp } from './support/test-app.js';
import { as } from './support/workflow.js';

const checkIn = (tmpNumber: string, containerDoor: string) => ({ tmpNumber, containerDoor, dockLocation: 'Dock A' });

describe('a container door holds one active container (docs/product.md §3.11)', () => {
  let test: TestApp;
  let operator: Account;
  let viewer: Account;

  beforeAll(async () => {
    test = await startTestApp();
    await register(test, 'door-admin');
    operator = await registerWithRole(test, 'door-operator', 'operator');
    viewer = await register(test, 'door-viewer');
  });
  afterAll(() => test.close());

  const doors = async () => (await as(test, viewer).get('/api/container-doors').expect(200)).body as ContainerDoorStatus[];

  it('refuses a check-in at a door another active shipment holds, naming it, and writes nothing', async () => {
    await as(test, operator).post('/api/shipments', checkIn('TMP-5001', '1A')).expect(201);
    const refused = await as(test, operator).post('/api/shipments', checkIn('TMP-5100', '1A')).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'DOOR_OCCUPIED', message: 'Door 1A is occupied by TMP-5001.' });
    expect(await test.sql("select 1 from shipments where tmp_number = 'TMP-5100'")).toEqual([]);
    expect((await doors()).find((door) => door.door === '1A')!.occupant).toMatchObject({ tmpNumber: 'TMP-5001' });
  });

  it('lets exactly one of two check-ins at one free door in parallel succeed', async () => {
    const results = await Promise.all(['TMP-RACE-A', 'TMP-RACE-B', 'TMP-RACE-C'].map((tmpNumber) => as(test, operator).post('/api/shipments', checkIn(tmpNumber, '2B'))));
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
    expect(await test.sql("select count(*)::int as n from shipments where container_door = '2B'")).toEqual([{ n: 1 }]);
  });

  it('refuses moving an active shipment to an occupied door from its page, and allows a free one', async () => {
    const moved = await as(test, operator).post('/api/shipments', checkIn('TMP-MOVE', '3C')).expect(201);
    const refused = await as(test, operator).put(`/api/shipments/${moved.body.id}`, { containerDoor: '1A' }).expect(409);
    expect(refused.body.message).toBe('Door 1A is occupied by TMP-5001.');
    await as(test, operator).put(`/api/shipments/${moved.body.id}`, { containerDoor: '3B' }).expect(200);
    expect((await doors()).find((door) => door.door === '3B')!.occupant).toMatchObject({ tmpNumber: 'TMP-MOVE' });
    expect((await doors()).find((door) => door.door === '3C')!.occupant).toBeNull();
  });

  it('lets a schedule plan several shipments for one door, listing the next in line by ETA', async () => {
    await test.sql(
      `insert into shipments (id, tmp_number, container_door, dock_location, estimated_completion) values
       (gen_random_uuid(), 'TMP-PLAN-LATE', '1A', 'Dock A', '2026-11-19T14:00:00Z'),
       (gen_random_uuid(), 'TMP-PLAN-EARLY', '1A', 'Dock A', '2026-11-19T09:00:00Z'),
       (gen_random_uuid(), 'TMP-PLAN-FREE', '1C', 'Dock C', null)`,
    );
    const byDoor = new Map((await doors()).map((door) => [door.door, door]));
    expect(byDoor.get('1A')).toMatchObject({ occupant: { tmpNumber: 'TMP-5001' }, next: { tmpNumber: 'TMP-PLAN-EARLY', estimatedCompletion: '2026-11-19T09:00:00.000Z' } });
    expect(byDoor.get('1C')).toMatchObject({ occupant: null, next: { tmpNumber: 'TMP-PLAN-FREE' } });
    // The planned shipment checks in only once the door is free.
    const waiting = await as(test, operator).post('/api/shipments', checkIn('TMP-PLAN-EARLY', '1A')).expect(409);
    expect(waiting.body.message).toBe('Door 1A is occupied by TMP-5001.');
    await as(test, operator).post('/api/shipments', checkIn('TMP-PLAN-FREE', '1C')).expect(201);
  });
});
