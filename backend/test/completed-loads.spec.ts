import type { CompletedLoadList } from '@dockflow/contracts';
import { register, registerWithRole, startTestApp, type Account, type TestApp } from './support/test-app.js';
import { as, createCrew, driveShipment } from './support/workflow.js';

describe('completed loads of several shipments (docs/product.md §16)', () => {
  let test: TestApp;
  let viewer: Account;

  beforeAll(async () => {
    test = await startTestApp();
    const admin = await register(test, 'loads-admin');
    const operator = await registerWithRole(test, 'loads-operator', 'operator');
    viewer = await registerWithRole(test, 'loads-viewer', 'viewer');
    const crew = await createCrew(test, admin);
    for (const tmpNumber of ['TMP-DONE-1', 'TMP-DONE-2', 'TMP-DONE-3']) {
      await driveShipment(test, operator, crew, tmpNumber, 'loaded');
      test.clock.advance(60_000);
    }
  }, 60_000);
  afterAll(() => test.close());

  it('gives each card its own POs, newest first, and pages them', async () => {
    const first = (await as(test, viewer).get('/api/completed-loads?page=1&pageSize=2').expect(200)).body as CompletedLoadList;
    expect(first.total).toBe(3);
    expect(first.loads.map((load) => [load.tmpNumber, load.purchaseOrders.map((po) => po.poNumber)])).toEqual([
      ['TMP-DONE-3', ['PO-TMP-DONE-3']],
      ['TMP-DONE-2', ['PO-TMP-DONE-2']],
    ]);
    const second = (await as(test, viewer).get('/api/completed-loads?page=2&pageSize=2').expect(200)).body as CompletedLoadList;
    expect(second.loads.map((load) => [load.tmpNumber, load.purchaseOrders.map((po) => po.poNumber)])).toEqual([['TMP-DONE-1', ['PO-TMP-DONE-1']]]);
  });
});
