import supertest from 'supertest';
import { utils, write, type WorkSheet } from 'xlsx';
import type { ShipmentWithPurchaseOrders, TimelineEntry } from '@dockflow/contracts';
import { register, registerWithRole, startTestApp, type Account, type TestApp } from './support/test-app.js';
import { toMinute, wallClockText } from './support/test-clock.js';
import { as } from './support/workflow.js';

const SITE_TIMEZONE = 'America/Chicago';

/** A one-sheet dock schedule (docs/product.md §12.1). */
function schedule(rows: (string | null)[][]): Buffer {
  const sheet: WorkSheet = utils.aoa_to_sheet([['TMP Number', 'Container Door', 'Dock Location', 'Estimated Completion', 'PO Numbers', 'Appointment'], ...rows]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Schedule');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('container check-in continues the schedule (docs/product.md §2.6, §3.11)', () => {
  let test: TestApp;
  let operator: Account;
  let viewer: Account;
  let eta: Date;
  let appointment: Date;

  beforeAll(async () => {
    test = await startTestApp({ SITE_TIMEZONE });
    await register(test, 'schedule-admin');
    operator = await registerWithRole(test, 'schedule-operator', 'operator');
    viewer = await register(test, 'schedule-viewer');
    eta = toMinute(test.clock.in({ hours: 3 }));
    appointment = toMinute(test.clock.in({ hours: 1 }));
    const file = schedule([
      ['TMP-5001', '1A', 'Dock A', wallClockText(eta, SITE_TIMEZONE).iso, 'PO-7001, PO-7002'],
      ['TMP-5002', '2B', 'Dock B', wallClockText(eta, SITE_TIMEZONE).iso, 'PO-7003'],
      ['TMP-5003', '3A', 'Dock A', wallClockText(eta, SITE_TIMEZONE).iso, 'PO-7005', wallClockText(appointment, SITE_TIMEZONE).iso],
    ]);
    const imported = await supertest(test.origin).post('/api/dock-schedule/import').set('cookie', operator.cookie).attach('file', file, 'schedule.xlsx').expect(201);
    expect(imported.body.success).toBe(3);
  });
  afterAll(() => test.close());

  it('finds a scheduled shipment by its TMP number, in any case, with its door, dock, ETA and POs', async () => {
    const found = await as(test, viewer).get('/api/shipments/by-tmp/tmp-5001').expect(200);
    const body = found.body as ShipmentWithPurchaseOrders;
    expect(body.shipment).toMatchObject({ tmpNumber: 'TMP-5001', status: 'pending', containerDoor: '1A', dockLocation: 'Dock A', estimatedCompletion: eta.toISOString() });
    expect(body.purchaseOrders.map((po) => po.poNumber)).toEqual(['PO-7001', 'PO-7002']);
    const missing = await as(test, viewer).get('/api/shipments/by-tmp/TMP-NOPE').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'No shipment has TMP number TMP-NOPE.' });
  });

  it('gives the POs a row adds the appointment of its column F, and leaves the others to the ETA', async () => {
    const lookup = await as(test, viewer).get('/api/purchase-orders/PO-7005').expect(200);
    expect(lookup.body).toMatchObject({ appointmentAt: appointment.toISOString(), lateFeeBasis: { reference: 'appointment', referenceAt: appointment.toISOString() } });
    const other = await as(test, viewer).get('/api/purchase-orders/PO-7003').expect(200);
    expect(other.body).toMatchObject({ appointmentAt: null, lateFeeBasis: { reference: 'eta' } });
  });

  it('keeps the scheduled ETA and POs when check-in leaves them blank, so the late fee is charged from that ETA', async () => {
    const checkedIn = await as(test, operator).post('/api/shipments', { tmpNumber: 'TMP-5001', containerDoor: '1A', dockLocation: 'Dock A', estimatedCompletion: null }).expect(201);
    expect(checkedIn.body).toMatchObject({ status: 'container_checkin', containerDoor: '1A', estimatedCompletion: eta.toISOString() });
    const [stored] = await test.sql<{ estimated_completion: Date }>("select estimated_completion from shipments where tmp_number = 'TMP-5001'");
    expect(stored!.estimated_completion.toISOString()).toBe(eta.toISOString());
    const pos = await as(test, viewer).get(`/api/shipments/${checkedIn.body.id}/purchase-orders`).expect(200);
    expect(pos.body.map((po: { poNumber: string }) => po.poNumber)).toEqual(['PO-7001', 'PO-7002']);

    test.clock.advance((3 * 60 + 90) * 60_000); // 90 minutes after the ETA: two started hours
    const lookup = await as(test, operator).get('/api/purchase-orders/PO-7001').expect(200);
    expect(lookup.body.lateFeeIfCheckedInNow).toBe('100.00');
  });

  it('records what check-in changed of the schedule on the timeline, and adds POs beside the scheduled ones', async () => {
    const laterEta = toMinute(test.clock.in({ hours: 5 }));
    const checkedIn = await as(test, operator)
      .post('/api/shipments', { tmpNumber: 'tmp-5002', containerDoor: '3C', dockLocation: 'Dock B', estimatedCompletion: laterEta.toISOString(), poNumbers: ['PO-7009'] })
      .expect(201);
    expect(checkedIn.body).toMatchObject({ tmpNumber: 'TMP-5002', containerDoor: '3C', dockLocation: 'Dock B', estimatedCompletion: laterEta.toISOString() });
    const pos = await as(test, viewer).get(`/api/shipments/${checkedIn.body.id}/purchase-orders`).expect(200);
    expect(pos.body.map((po: { poNumber: string }) => po.poNumber)).toEqual(['PO-7003', 'PO-7009']);
    const timeline = await as(test, viewer).get(`/api/shipments/${checkedIn.body.id}/timeline`).expect(200);
    const entry = (timeline.body as TimelineEntry[]).find((item): item is TimelineEntry<'ContainerCheckedIn'> => item.type === 'ContainerCheckedIn');
    expect(entry!.details.changes).toEqual({
      containerDoor: { from: '2B', to: '3C' },
      estimatedCompletion: { from: eta.toISOString(), to: laterEta.toISOString() },
    });
    expect(await test.sql("select count(*)::int as n from shipments where lower(tmp_number) = 'tmp-5002'")).toEqual([{ n: 1 }]);
  });
});
