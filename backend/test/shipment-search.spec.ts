import type { ShipmentList } from '@dockflow/contracts';
import { PO_MATCHES_BY_ID } from '../src/modules/shipments/queries/list-shipments/shipment-filter.js';
import { register, startTestApp, type Account, type TestApp } from './support/test-app.js';
import { as } from './support/workflow.js';

/**
 * A search many POs match (every PO number starts with "PO") takes the hashed form, and one a few match the
 * ids' form (docs/performance.md, "29 Nov 2026"): both answer the same shipments, in the list and the export.
 */
describe(`shipment list: a search more than ${PO_MATCHES_BY_ID} POs match`, () => {
  let test: TestApp;
  let viewer: Account;
  const shipments = PO_MATCHES_BY_ID + 50;

  const list = async (query: string): Promise<ShipmentList> => (await as(test, viewer).get(`/api/shipments?${query}`).expect(200)).body as ShipmentList;

  beforeAll(async () => {
    test = await startTestApp();
    viewer = await register(test, 'search-viewer');
    // Each shipment has one PO "ORDER-n" driven by "Fleet Driver n"; every tenth has a second PO "EXTRA-n".
    await test.sql(
      `insert into shipments (tmp_number, status, workflow_step, created_at)
       select 'TMP-MANY-' || lpad(n::text, 4, '0'), 'pending', 'pending', $1::timestamptz - n * interval '1 second' from generate_series(1, $2::int) n`,
      [test.clock.now(), shipments],
    );
    await test.sql(
      `insert into purchase_orders (po_number, shipment_id, driver_name, late_fees_owed, created_at, updated_at)
       select 'ORDER-' || substr(tmp_number, 10), id, 'Fleet Driver ' || substr(tmp_number, 10), 0, created_at, created_at from shipments
       union all
       select 'EXTRA-' || substr(tmp_number, 10), id, null, 0, created_at, created_at from shipments where substr(tmp_number, 10)::int % 10 = 0`,
    );
  });
  afterAll(() => test.close());

  it('finds every shipment whose PO number or driver matches, counted once each', async () => {
    const byPo = await list('search=order-&pageSize=100');
    expect(byPo.total).toBe(shipments);
    expect(byPo.shipments).toHaveLength(100);
    expect(byPo.shipments.every((shipment) => shipment.tmpNumber.startsWith('TMP-MANY-'))).toBe(true);
    expect((await list('search=FLEET%20DRIVER')).total).toBe(shipments);
    // A PO number or a TMP number: "0" is in every TMP number and most PO numbers.
    expect((await list('search=0')).total).toBe(shipments);
  });

  it('finds the few shipments a narrow search matches, by PO or by TMP number', async () => {
    expect((await list('search=extra-00')).total).toBe(9);
    expect((await list('search=order-0042')).shipments.map((shipment) => shipment.tmpNumber)).toEqual(['TMP-MANY-0042']);
    expect((await list('search=many-0042')).shipments.map((shipment) => shipment.tmpNumber)).toEqual(['TMP-MANY-0042']);
    expect((await list('search=nobody')).total).toBe(0);
  });

  it('exports what the list finds, many matches or few', async () => {
    const exported = async (search: string) => {
      const response = await as(test, viewer).get(`/api/export/shipments?format=csv&search=${search}`).expect(200);
      return response.text.replace(/^\ufeff/, '').trim().split('\r\n').length - 1;
    };
    expect(await exported('order-')).toBe(shipments);
    expect(await exported('order-0042')).toBe(1);
  });
});
