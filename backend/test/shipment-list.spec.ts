import type { Shipment, ShipmentList } from '@dockflow/contracts';
import { register, startTestApp, type Account, type TestApp } from './support/test-app.js';
import { as } from './support/workflow.js';

/**
 * The shipment list's server-side filters, search and order (issue 14, item 5), over more shipments
 * than one page of 100 holds: the pickers and the dashboard ask the server, never filter a page.
 */
describe('shipment list: steps, search, delayed and sort beyond 100 shipments', () => {
  let test: TestApp;
  let viewer: Account;

  const list = async (query: string): Promise<ShipmentList> => (await as(test, viewer).get(`/api/shipments?${query}`).expect(200)).body as ShipmentList;
  const tmpNumbers = (shipments: Shipment[]) => shipments.map((shipment) => shipment.tmpNumber);

  beforeAll(async () => {
    test = await startTestApp();
    viewer = await register(test, 'list-viewer');
    // 150 shipments at Truck Check-In, BOL Entry or Loading (50 each) created one second apart, the oldest first;
    // 60 scheduled ones newer than all of them; 10 completed. Every tenth checked-in one is overdue.
    await test.sql(
      `insert into shipments (tmp_number, status, workflow_step, container_door, dock_location, progress_percentage, estimated_completion, created_at)
       select 'TMP-LIST-' || lpad(n::text, 3, '0'), step, step, '1A', 'Dock ' || (array['A', 'B', 'C', 'D'])[n % 4 + 1], n % 90,
              case when n % 10 = 0 then $1::timestamptz - interval '1 hour' else $1::timestamptz + n * interval '1 minute' end,
              $1::timestamptz - (400 - n) * interval '1 second'
       from generate_series(1, 150) n, lateral (select (array['truck_checkin', 'bol_entry', 'loading'])[n % 3 + 1] as step) picked`,
      [test.clock.now()],
    );
    await test.sql(
      `insert into shipments (tmp_number, status, workflow_step, progress_percentage, created_at)
       select 'TMP-SCHED-' || lpad(n::text, 3, '0'), 'pending', 'pending', 0, $1::timestamptz - (200 - n) * interval '1 second'
       from generate_series(1, 60) n`,
      [test.clock.now()],
    );
    await test.sql(
      `insert into shipments (tmp_number, status, workflow_step, progress_percentage, actual_completion, created_at)
       select 'TMP-DONE-' || n, 'completed', 'completed', 100, $1::timestamptz, $1::timestamptz - (100 - n) * interval '1 second'
       from generate_series(1, 10) n`,
      [test.clock.now()],
    );
    await test.sql(
      `insert into purchase_orders (po_number, shipment_id, driver_name, late_fees_owed, created_at, updated_at)
       select 'PO-' || substr(tmp_number, 5), id, 'Driver ' || tmp_number, 0, created_at, created_at from shipments where tmp_number like 'TMP-LIST-%'`,
    );
  });
  afterAll(() => test.close());

  it('lists every shipment at the asked steps across pages, delayed ones included', async () => {
    const first = await list('steps=truck_checkin,bol_entry&pageSize=100');
    expect(first.total).toBe(100);
    const second = await list('steps=truck_checkin,bol_entry&pageSize=60&page=2');
    expect(second.shipments).toHaveLength(40);
    const seen = new Set([...tmpNumbers(first.shipments), ...tmpNumbers((await list('steps=truck_checkin,bol_entry&pageSize=60')).shipments), ...tmpNumbers(second.shipments)]);
    expect(seen.size).toBe(100);
    expect(first.shipments.every((shipment) => ['truck_checkin', 'bol_entry'].includes(shipment.workflowStep))).toBe(true);
    expect(first.shipments.filter((shipment) => shipment.status === 'delayed').length).toBeGreaterThan(0);
    // The parameter repeated reads the same.
    expect((await list('steps=truck_checkin&steps=bol_entry')).total).toBe(100);
  });

  it('finds the oldest loading shipment by part of its PO number or TMP number, in any case', async () => {
    // TMP-LIST-002 is at Loading (2 % 3 = 2) and older than every other shipment: never among the newest 100.
    const byPo = await list('steps=loading&search=po-list-002');
    expect(tmpNumbers(byPo.shipments)).toEqual(['TMP-LIST-002']);
    const byTmp = await list('search=list-00');
    expect(byTmp.total).toBe(9);
    const byDriver = await list('search=driver tmp-list-14');
    expect(byDriver.total).toBe(10);
    expect((await list('steps=pending&search=po-list-002')).total).toBe(0);
  });

  it('counts delayed shipments under In Progress and under Delayed, and offers a Delayed filter', async () => {
    const inProgress = await list('status=in_progress&pageSize=100');
    expect(inProgress.total).toBe(100);
    const delayed = await list('status=delayed&pageSize=100');
    expect(delayed.total).toBe(15);
    expect(delayed.shipments.every((shipment) => shipment.status === 'delayed')).toBe(true);
    expect(tmpNumbers(inProgress.shipments)).toEqual(expect.arrayContaining(tmpNumbers(delayed.shipments.filter((shipment) => shipment.workflowStep !== 'loading'))));
    expect((await list('status=loading')).total).toBe(50);
  });

  it('puts active work first by default, then scheduled, then completed', async () => {
    const all = await list('pageSize=50&page=4');
    expect((await list('pageSize=1')).total).toBe(220);
    expect(tmpNumbers(all.shipments).slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, index) => `TMP-SCHED-${String(60 - index).padStart(3, '0')}`));
    const newestActive = await list('pageSize=2');
    expect(tmpNumbers(newestActive.shipments)).toEqual(['TMP-LIST-150', 'TMP-LIST-149']);
    const last = await list('pageSize=10&page=22');
    expect(last.shipments.every((shipment) => shipment.workflowStep === 'completed')).toBe(true);
  });

  it('sorts by TMP number, ETA, status and progress on the server', async () => {
    expect(tmpNumbers((await list('sort=tmpNumber&order=asc&pageSize=2')).shipments)).toEqual(['TMP-DONE-1', 'TMP-DONE-10']);
    expect(tmpNumbers((await list('sort=tmpNumber&order=desc&pageSize=1')).shipments)).toEqual(['TMP-SCHED-060']);
    const byEta = (await list('sort=eta&order=desc&pageSize=1')).shipments[0]!;
    expect(byEta.tmpNumber).toBe('TMP-LIST-149');
    expect(tmpNumbers((await list('sort=status&order=asc&pageSize=1')).shipments)).toEqual(['TMP-SCHED-060']);
    expect((await list('sort=status&order=desc&pageSize=1')).shipments[0]!.workflowStep).toBe('completed');
    expect((await list('sort=progress&order=desc&pageSize=1')).shipments[0]!.progressPercentage).toBe(100);
  });

  it('refuses unknown steps and sort columns with the field named', async () => {
    const steps = await as(test, viewer).get('/api/shipments?steps=loading,nowhere').expect(400);
    expect(steps.body.errors).toEqual([{ field: 'steps', message: 'Unknown workflow step' }]);
    const sort = await as(test, viewer).get('/api/shipments?sort=driver').expect(400);
    expect(sort.body.errors).toEqual([{ field: 'sort', message: 'Unknown sort column' }]);
  });
});
