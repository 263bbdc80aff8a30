import supertest from 'supertest';
import type { ContainerDoorStatus } from '@dockflow/contracts';
import type { Account, TestApp } from './test-app.js';

/** Calls as one signed-in account; each returns the supertest request so tests can `.expect()`. */
export function as(test: TestApp, account: Account) {
  return {
    get: (path: string) => supertest(test.origin).get(path).set('cookie', account.cookie),
    post: (path: string, body: object) => supertest(test.origin).post(path).set('cookie', account.cookie).send(body),
    put: (path: string, body: object) => supertest(test.origin).put(path).set('cookie', account.cookie).send(body),
    delete: (path: string) => supertest(test.origin).delete(path).set('cookie', account.cookie),
  };
}

export interface Crew {
  driverId: string;
  forkliftId: string;
}

/** An OTR driver and a forklift operator, created by an admin: the crew `driveShipment` assigns. */
export async function createCrew(test: TestApp, admin: Account): Promise<Crew> {
  const hire = (username: string, role: string, crewFunction: string) =>
    as(test, admin).post('/api/users', { username, password: 'secret-pass', role, crewFunctions: [crewFunction] }).expect(201);
  const driver = await hire('crew-otr-driver', 'viewer', 'otr_driver');
  const forklift = await hire('crew-forklift', 'operator', 'forklift_operator');
  return { driverId: driver.body.id, forkliftId: forklift.body.id };
}

export const truck = {
  driverName: 'Dana Driver',
  driverPhone: '555-0100',
  driverEmail: 'dana@trucks.test',
  truckColor: 'Blue',
  truckNumber: 'TRK-77',
  otrDoor: 'OTR-2',
};

export const bol = { pieces: 120, pallets: 10, netWeight: '1500.50', grossWeight: '1720.25' };

/**
 * A free container door for the next check-in (docs/product.md §3.11: one active container a door).
 * These tests keep more containers at doors than a dock has doors; when all nine are taken, the
 * container checked in longest ago leaves its door (its door is cleared), so the next can check in.
 */
export async function freeDoor(test: TestApp, account: Account): Promise<string> {
  const doors = await as(test, account).get('/api/container-doors').expect(200);
  const free = (doors.body as ContainerDoorStatus[]).find((door) => door.occupant === null);
  if (free) return free.door;
  const [oldest] = await test.sql<{ id: string; container_door: string }>(
    "select id, container_door from shipments where workflow_step in ('container_checkin', 'truck_checkin', 'bol_entry', 'loading') and container_door is not null order by created_at limit 1",
  );
  await test.sql('update shipments set container_door = null where id = $1', [oldest!.id]);
  return oldest!.container_door;
}

/** Takes a shipment through the workflow's steps, up to and including `until`; it checks in at a free door unless `extra` names one. */
export async function driveShipment(
  test: TestApp,
  operator: Account,
  crew: Crew,
  tmpNumber: string,
  until: 'checkin' | 'truck' | 'bol' | 'crew' | 'loaded',
  extra: object = {},
): Promise<{ shipmentId: string; poId: string }> {
  const api = as(test, operator);
  const poNumber = `PO-${tmpNumber}`;
  const containerDoor = 'containerDoor' in extra ? extra.containerDoor : await freeDoor(test, operator);
  const created = await api.post('/api/shipments', { tmpNumber, dockLocation: 'Dock A', poNumbers: [poNumber], ...extra, containerDoor }).expect(201);
  const shipmentId = created.body.id as string;
  const po = await api.get(`/api/purchase-orders/${poNumber}`).expect(200);
  const poId = po.body.id as string;
  if (until === 'checkin') return { shipmentId, poId };
  await api.put(`/api/purchase-orders/${poId}`, truck).expect(200);
  if (until === 'truck') return { shipmentId, poId };
  await api.put(`/api/purchase-orders/${poId}`, bol).expect(200);
  if (until === 'bol') return { shipmentId, poId };
  await api
    .post('/api/otr-assignments', { shipmentId, otrDriverId: crew.driverId, forkliftOperatorId: crew.forkliftId, otrDoorAssignment: 'OTR-3', instructions: 'Load heavy pallets first' })
    .expect(201);
  if (until === 'crew') return { shipmentId, poId };
  for (let row = 1; row <= 20; row++) await api.post('/api/container-loading', { shipmentId, rowNumber: row }).expect(201);
  return { shipmentId, poId };
}
