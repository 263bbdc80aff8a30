import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/database/orm-config.js';
import { ENTITIES } from '../src/entities.js';
import { register, registerWithRole, startTestApp, type Account, type TestApp } from './support/test-app.js';
import { databaseUrl, runDatabasePrefix, withServerClient } from './support/test-server.js';
import { as } from './support/workflow.js';

describe('TMP and PO numbers ignore case (docs/product.md §3.11)', () => {
  let test: TestApp;
  let operator: Account;
  let viewer: Account;

  beforeAll(async () => {
    test = await startTestApp();
    await register(test, 'case-admin');
    operator = await registerWithRole(test, 'case-operator', 'operator');
    viewer = await register(test, 'case-viewer');
    await as(test, operator).post('/api/shipments', { tmpNumber: 'TMP-CASE-1', containerDoor: '1A', dockLocation: 'Dock A', poNumbers: ['PO-7001'] }).expect(201);
  });
  afterAll(() => test.close());

  it('finds a PO and a shipment whatever the case typed', async () => {
    const po = await as(test, viewer).get('/api/purchase-orders/po-7001').expect(200);
    expect(po.body).toMatchObject({ poNumber: 'PO-7001', shipment: { tmpNumber: 'TMP-CASE-1' } });
    const shipment = await as(test, viewer).get('/api/shipments/by-tmp/tmp-case-1').expect(200);
    expect(shipment.body.shipment.tmpNumber).toBe('TMP-CASE-1');
  });

  it('refuses a PO number that another shipment holds in another case, by the PO rule', async () => {
    const refused = await as(test, operator).post('/api/shipments', { tmpNumber: 'TMP-CASE-2', containerDoor: '2A', dockLocation: 'Dock A', poNumbers: ['po-7001'] }).expect(409);
    expect(refused.body.message).toBe('PO PO-7001 already belongs to another shipment.');
    expect(await test.sql("select 1 from shipments where tmp_number = 'TMP-CASE-2'")).toEqual([]);
  });

  it('treats a TMP number in another case as the same shipment', async () => {
    const again = await as(test, operator).post('/api/shipments', { tmpNumber: 'tmp-case-1', containerDoor: '2A', dockLocation: 'Dock A' }).expect(409);
    expect(again.body.message).toBe('Shipment TMP-CASE-1 is at Container Check-In; container check-in expects Pending.');
    expect(await test.sql("select count(*)::int as n from shipments where lower(tmp_number) = 'tmp-case-1'")).toEqual([{ n: 1 }]);
  });

  it('lets the database refuse two numbers differing only in case', async () => {
    await expect(test.sql("insert into shipments (id, tmp_number) values (gen_random_uuid(), 'Tmp-Case-1')")).rejects.toThrow(/shipments_tmp_number_lower_unique/);
    await expect(test.sql("insert into purchase_orders (id, po_number, shipment_id) select gen_random_uuid(), 'Po-7001', id from shipments limit 1")).rejects.toThrow(
      /purchase_orders_po_number_lower_unique/,
    );
  });
});

describe('the case-insensitive migration on data that collides', () => {
  const name = `${runDatabasePrefix()}ci${randomBytes(4).toString('hex')}`;
  let orm: MikroORM;

  beforeAll(async () => {
    await withServerClient((client) => client.query(`create database ${name}`));
    orm = await MikroORM.init(ormConfig(databaseUrl(name), ENTITIES, 1));
    await orm.migrator.up({ to: 'Migration20261124000000_idempotency_keys' });
  });
  afterAll(async () => {
    await orm.close();
    await withServerClient((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it('refuses to start, naming the colliding values, and starts once they are renamed', async () => {
    const em = orm.em.fork();
    await em.execute(
      `insert into shipments (id, tmp_number) values ('00000000-0000-4000-8000-000000000001', 'TMP-5001'), ('00000000-0000-4000-8000-000000000002', 'tmp-5001')`,
    );
    await em.execute(`insert into purchase_orders (id, po_number, shipment_id) values (gen_random_uuid(), 'PO-7001', '00000000-0000-4000-8000-000000000001'),
      (gen_random_uuid(), 'po-7001', '00000000-0000-4000-8000-000000000002')`);
    await expect(orm.migrator.up()).rejects.toThrow(
      'TMP and PO numbers must be unique ignoring case, but the database holds TMP numbers that differ only in case: TMP-5001 / tmp-5001. PO numbers that differ only in case: PO-7001 / po-7001. Rename or merge them, then start again.',
    );
    expect(await em.execute("select 1 from pg_indexes where indexname = 'shipments_tmp_number_lower_unique'")).toEqual([]);

    await em.execute("update shipments set tmp_number = 'TMP-5001-B' where tmp_number = 'tmp-5001'");
    await em.execute("update purchase_orders set po_number = 'PO-7001-B' where po_number = 'po-7001'");
    await orm.migrator.up();
    expect(await em.execute("select indexname from pg_indexes where indexname like '%_lower_unique' order by indexname")).toEqual([
      { indexname: 'purchase_orders_po_number_lower_unique' },
      { indexname: 'shipments_tmp_number_lower_unique' },
    ]);
  });
});
