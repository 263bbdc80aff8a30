import type { PurchaseOrderLookup, TimelineEntry, TruckCheckInAnswer } from '@dockflow/contracts';
import { register, registerWithRole, startTestApp, type Account, type TestApp } from './support/test-app.js';
import { toMinute } from './support/test-clock.js';
import { as, createCrew, driveShipment, truck, type Crew } from './support/workflow.js';

describe('POs and appointments (docs/product.md §4.1, §5)', () => {
  let test: TestApp;
  let admin: Account;
  let operator: Account;
  let viewer: Account;
  let crew: Crew;

  beforeAll(async () => {
    test = await startTestApp();
    admin = await register(test, 'po-admin');
    operator = await registerWithRole(test, 'po-operator', 'operator');
    viewer = await register(test, 'po-viewer');
    crew = await createCrew(test, admin);
  });
  afterAll(() => test.close());

  const timelineTypes = async (shipmentId: string) =>
    ((await as(test, viewer).get(`/api/shipments/${shipmentId}/timeline`).expect(200)).body as TimelineEntry[]).map((entry) => entry.type);

  it('adds and removes a PO of a checked-in shipment with events, refusing viewers and a PO another shipment holds', async () => {
    const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-PO-1', 'checkin');
    const other = await driveShipment(test, operator, crew, 'TMP-PO-2', 'checkin');
    const added = await as(test, operator).post('/api/purchase-orders', { shipmentId, poNumber: 'PO-EXTRA' }).expect(201);
    await as(test, viewer).post('/api/purchase-orders', { shipmentId, poNumber: 'PO-VIEW' }).expect(403);
    const taken = await as(test, operator).post('/api/purchase-orders', { shipmentId, poNumber: 'PO-TMP-PO-2' }).expect(409);
    expect(taken.body.message).toBe('PO PO-TMP-PO-2 already belongs to another shipment.');

    await as(test, viewer).delete(`/api/purchase-orders/${added.body.id}`).expect(403);
    await as(test, operator).delete(`/api/purchase-orders/${added.body.id}`).expect(204);
    expect(await test.sql("select 1 from purchase_orders where po_number = 'PO-EXTRA'")).toEqual([]);
    expect(await timelineTypes(shipmentId)).toEqual(['ContainerCheckedIn', 'PurchaseOrderAdded', 'PurchaseOrderRemoved']);
    await as(test, operator).delete(`/api/purchase-orders/${added.body.id}`).expect(404);

    // A PO whose truck is in stays: the truck, its BOL and counts hang on it.
    await as(test, operator).put(`/api/purchase-orders/${other.poId}`, truck).expect(200);
    const kept = await as(test, operator).delete(`/api/purchase-orders/${other.poId}`).expect(409);
    expect(kept.body.message).toBe('The truck for PO PO-TMP-PO-2 is checked in; the PO cannot be removed.');
  });

  it('sets an appointment the truck check-in then measures its fee from, and says how the fee was computed', async () => {
    const eta = toMinute(test.clock.in({ hours: 4 }));
    const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-PO-FEE', 'checkin', { estimatedCompletion: eta.toISOString() });
    const appointment = toMinute(test.clock.in({ hours: -2.5 }));
    const set = await as(test, operator).put(`/api/purchase-orders/${poId}/appointment`, { appointmentAt: appointment.toISOString() }).expect(200);
    expect(set.body.appointmentAt).toBe(appointment.toISOString());
    await as(test, viewer).put(`/api/purchase-orders/${poId}/appointment`, { appointmentAt: null }).expect(403);
    const missing = await as(test, operator).put(`/api/purchase-orders/${poId}/appointment`, {}).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'appointmentAt', message: 'Appointment must be a date' }]);

    const lookup = (await as(test, operator).get('/api/purchase-orders/PO-TMP-PO-FEE').expect(200)).body as PurchaseOrderLookup;
    expect(lookup.lateFeeBasis).toEqual({
      reference: 'appointment',
      referenceAt: appointment.toISOString(),
      startedHours: 3,
      perHour: '50.00',
      fee: '150.00',
      reason: '3 started hours × $50',
    });
    const checkedIn = (await as(test, operator).put(`/api/purchase-orders/${poId}`, truck).expect(200)).body as TruckCheckInAnswer;
    expect(checkedIn).toMatchObject({ lateFeesOwed: '150.00', lateFeeBasis: { reason: '3 started hours × $50', referenceAt: appointment.toISOString() } });
    const timeline = (await as(test, viewer).get(`/api/shipments/${shipmentId}/timeline`).expect(200)).body as TimelineEntry[];
    expect(timeline.map((entry) => entry.type)).toEqual(['ContainerCheckedIn', 'PurchaseOrderAppointmentSet', 'TruckCheckedIn']);
    expect(timeline[2]!.details).toMatchObject({ lateFeesOwed: '150.00', lateFeeReason: '3 started hours × $50', appointmentUsed: appointment.toISOString() });

    const late = await as(test, operator).put(`/api/purchase-orders/${poId}/appointment`, { appointmentAt: null }).expect(409);
    expect(late.body.message).toBe('The truck for PO PO-TMP-PO-FEE is already checked in; its late fee is charged.');
  });

  it('falls back to the shipment’s ETA when the PO has no appointment', async () => {
    const eta = toMinute(test.clock.in({ hours: -0.5 }));
    const { poId } = await driveShipment(test, operator, crew, 'TMP-PO-ETA', 'checkin', { estimatedCompletion: eta.toISOString() });
    const checkedIn = (await as(test, operator).put(`/api/purchase-orders/${poId}`, truck).expect(200)).body as TruckCheckInAnswer;
    expect(checkedIn.lateFeeBasis).toMatchObject({ reference: 'eta', referenceAt: eta.toISOString(), fee: '50.00', reason: '1 started hour × $50' });
  });
});
