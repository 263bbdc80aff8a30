import supertest from 'supertest';
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

/** Takes a shipment through the workflow's steps, up to and including `until`. */
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
  const created = await api.post('/api/shipments', { tmpNumber, containerDoor: '1A', dockLocation: 'Dock A', poNumbers: [poNumber], ...extra }).expect(201);
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
