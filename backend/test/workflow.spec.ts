import { randomUUID } from 'node:crypto';
import type { ShipmentChangedPayload } from '@dockflow/contracts';
import { connectSocket, nextEvent, register, registerWithRole, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';
import { DelaySweeper } from '../src/modules/shipments/delay-sweeper.js';
import { as, bol, createCrew, type Crew, driveShipment, truck } from './support/workflow.js';

describe('the dock workflow (docs/product.md §3-§5)', () => {
  let test: TestApp;
  let operator: Account;
  let viewer: Account;
  let crew: Crew;

  beforeAll(async () => {
    test = await startTestApp({ LATE_FEE_PER_HOUR: '50' });
    const admin = await register(test, 'wf-admin');
    operator = await registerWithRole(test, 'wf-operator', 'operator');
    viewer = await register(test, 'wf-viewer');
    crew = await createCrew(test, admin);
  });
  afterAll(() => test.close());

  const shipment = async (id: string) => (await as(test, viewer).get(`/api/shipments/${id}`).expect(200)).body;
  const eventTypes = async (shipmentId: string) =>
    (await test.sql<{ type: string }>('select type from domain_events where shipment_id = $1 order by sequence', [shipmentId])).map((row) => row.type);

  describe('purchase orders', () => {
    it('adds a PO to a shipment and finds it by number; a taken number is 409', async () => {
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-PO1', 'checkin');
      const added = await as(test, operator).post('/api/purchase-orders', { poNumber: 'PO-EXTRA-1', shipmentId, appointmentAt: '2026-11-21T08:00:00Z' }).expect(201);
      expect(added.body).toMatchObject({ poNumber: 'PO-EXTRA-1', shipmentId, lateFeesOwed: '0.00', appointmentAt: '2026-11-21T08:00:00.000Z' });
      const found = await as(test, viewer).get('/api/purchase-orders/PO-EXTRA-1').expect(200);
      expect(found.body).toMatchObject({ id: added.body.id, shipment: { id: shipmentId, tmpNumber: 'TMP-PO1' } });
      const listed = await as(test, viewer).get(`/api/shipments/${shipmentId}/purchase-orders`).expect(200);
      expect(listed.body.map((po: { poNumber: string }) => po.poNumber)).toEqual(['PO-EXTRA-1', 'PO-TMP-PO1']);
      await as(test, operator).post('/api/purchase-orders', { poNumber: 'PO-EXTRA-1', shipmentId }).expect(409);
      const missing = await as(test, viewer).get('/api/purchase-orders/PO-NOPE').expect(404);
      expect(missing.body.message).toBe('Purchase Order not found. Please check the number and try again.');
      expect(await eventTypes(shipmentId)).toEqual(['ContainerCheckedIn', 'PurchaseOrderAdded']);
    });

    it('refuses viewers every command with 403', async () => {
      const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-VIEWER', 'checkin');
      await as(test, viewer).post('/api/purchase-orders', { poNumber: 'PO-V', shipmentId }).expect(403);
      await as(test, viewer).put(`/api/purchase-orders/${poId}`, truck).expect(403);
      await as(test, viewer).post('/api/container-loading', { shipmentId, rowNumber: 1 }).expect(403);
      expect(await eventTypes(shipmentId)).toEqual(['ContainerCheckedIn']);
    });
  });

  describe('truck check-in', () => {
    it('stamps the check-in, computes the late fee from the appointment, and moves to truck_checkin at 20%', async () => {
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-LATE', 'checkin');
      const threeHoursAgo = test.clock.in({ hours: -2.5 }).toISOString();
      const po = await as(test, operator).post('/api/purchase-orders', { poNumber: 'PO-LATE', shipmentId, appointmentAt: threeHoursAgo }).expect(201);
      const preview = await as(test, operator).get('/api/purchase-orders/PO-LATE').expect(200);
      expect(preview.body.lateFeeIfCheckedInNow).toBe('150.00');
      const response = await as(test, operator).put(`/api/purchase-orders/${po.body.id}`, { ...truck, checkInTime: '1999-01-01', lateFeesOwed: '0' }).expect(200);
      expect(response.body).toMatchObject({ driverName: 'Dana Driver', truckColor: 'Blue', otrDoor: 'OTR-2', lateFeesOwed: '150.00' });
      expect(test.clock.now().getTime() - new Date(response.body.checkInTime).getTime()).toBeLessThan(60_000);
      expect(await shipment(shipmentId)).toMatchObject({ status: 'truck_checkin', progressPercentage: 20 });
      const [row] = await test.sql('select late_fees_owed from purchase_orders where id = $1', [po.body.id]);
      expect(row).toEqual({ late_fees_owed: '150.00' });
    });

    it('charges nothing on time or without an appointment, and refuses a second check-in of the same PO', async () => {
      const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-ONTIME', 'truck', { estimatedCompletion: test.clock.in({ hours: 1 }).toISOString() });
      expect((await as(test, viewer).get(`/api/shipments/${shipmentId}/purchase-orders`)).body[0].lateFeesOwed).toBe('0.00');
      const again = await as(test, operator).put(`/api/purchase-orders/${poId}`, truck).expect(409);
      expect(again.body.message).toBe('The truck for PO PO-TMP-ONTIME is already checked in.');
    });

    it.each([
      [{ ...truck, driverName: '' }, 'driverName', 'Driver name is required'],
      [{ ...truck, driverPhone: ' ' }, 'driverPhone', 'Driver phone is required'],
      [{ ...truck, driverEmail: 'nope' }, 'driverEmail', 'Valid email is required'],
      [{ ...truck, truckColor: 'Purple' }, 'truckColor', 'Truck color is required'],
      [{ ...truck, truckNumber: undefined }, 'truckNumber', 'Truck number is required'],
      [{ ...truck, otrDoor: 'OTR-9' }, 'otrDoor', 'OTR Door is required'],
    ])('refuses %j with its message from docs/product.md and writes nothing', async (body, field, message) => {
      const { shipmentId, poId } = await driveShipment(test, operator, crew, `TMP-TV-${field}`, 'checkin');
      const response = await as(test, operator).put(`/api/purchase-orders/${poId}`, body).expect(400);
      expect(response.body.errors).toEqual([{ field, message }]);
      expect(await shipment(shipmentId)).toMatchObject({ status: 'container_checkin' });
      expect(await test.sql('select check_in_time from purchase_orders where id = $1', [poId])).toEqual([{ check_in_time: null }]);
    });
  });

  describe('bill of lading', () => {
    it('records pieces, pallets and weights as 2-place strings and moves to bol_entry at 30%', async () => {
      const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-BOL', 'truck');
      const response = await as(test, operator).put(`/api/purchase-orders/${poId}`, { pieces: 40, pallets: 4, netWeight: 900, grossWeight: '1000.5' }).expect(200);
      expect(response.body).toMatchObject({ pieces: 40, pallets: 4, netWeight: '900.00', grossWeight: '1000.50' });
      expect(await shipment(shipmentId)).toMatchObject({ status: 'bol_entry', progressPercentage: 30 });
    });

    it.each([
      [{ ...bol, grossWeight: '1500.50' }, 'grossWeight', 'Gross weight must be greater than net weight'],
      [{ ...bol, grossWeight: '100' }, 'grossWeight', 'Gross weight must be greater than net weight'],
      [{ ...bol, pieces: 0 }, 'pieces', 'Number of pieces must be at least 1'],
      [{ ...bol, pallets: 0 }, 'pallets', 'Number of pallets must be at least 1'],
      [{ ...bol, netWeight: '0' }, 'netWeight', 'Net weight must be greater than 0'],
      [{ ...bol, netWeight: '-5' }, 'netWeight', 'Net weight must be greater than 0'],
      [{ ...bol, grossWeight: '0.05', netWeight: '0.01' }, 'netWeight', 'Net weight must be greater than 0'],
    ])('refuses %j with its message from docs/product.md and changes nothing', async (body, field, message) => {
      const { shipmentId, poId } = await driveShipment(test, operator, crew, `TMP-BV-${Math.random().toString(36).slice(2, 8)}`, 'truck');
      const response = await as(test, operator).put(`/api/purchase-orders/${poId}`, body).expect(400);
      expect(response.body.errors).toEqual([{ field, message }]);
      expect(await shipment(shipmentId)).toMatchObject({ status: 'truck_checkin', progressPercentage: 20 });
      expect(await eventTypes(shipmentId)).not.toContain('BillOfLadingRecorded');
    });

    it('refuses a BOL before the truck is in, naming the current and expected status', async () => {
      const { poId } = await driveShipment(test, operator, crew, 'TMP-EARLY-BOL', 'checkin');
      const response = await as(test, operator).put(`/api/purchase-orders/${poId}`, bol).expect(409);
      expect(response.body).toMatchObject({
        code: 'WORKFLOW_CONFLICT',
        message: 'Shipment TMP-EARLY-BOL is at Container Check-In; BOL entry expects Truck Check-In or BOL Entry.',
      });
    });
  });

  describe('OTR assignment and instructions', () => {
    it('assigns crew from the crew functions, stores the instructions and moves to loading', async () => {
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-CREW', 'bol');
      const response = await as(test, operator)
        .post('/api/otr-assignments', { shipmentId, otrDriverId: crew.driverId, forkliftOperatorId: crew.forkliftId, otrDoorAssignment: 'OTR-1', instructions: ' Seal after row 20 ' })
        .expect(201);
      expect(response.body).toMatchObject({ instructions: 'Seal after row 20', instructionsSent: false, sentAt: null });
      expect(await shipment(shipmentId)).toMatchObject({ status: 'loading', progressPercentage: 30 });
      const sent = await as(test, operator).put(`/api/otr-assignments/${response.body.id}`, { instructionsSent: true, sentAt: '1999-01-01' }).expect(200);
      expect(sent.body.instructionsSent).toBe(true);
      expect(test.clock.now().getTime() - new Date(sent.body.sentAt).getTime()).toBeLessThan(60_000);
      expect(await eventTypes(shipmentId)).toEqual(['ContainerCheckedIn', 'TruckCheckedIn', 'BillOfLadingRecorded', 'CrewAssigned', 'InstructionsSent']);
    });

    it('refuses a person without the crew function, and the messages from docs/product.md for missing fields', async () => {
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-BADCREW', 'bol');
      const wrong = await as(test, operator)
        .post('/api/otr-assignments', { shipmentId, otrDriverId: crew.forkliftId, forkliftOperatorId: crew.forkliftId, otrDoorAssignment: 'OTR-1', instructions: 'x' })
        .expect(400);
      expect(wrong.body.errors).toEqual([{ field: 'otrDriverId', message: 'The chosen person is not a OTR Driver.' }]);
      const missing = await as(test, operator).post('/api/otr-assignments', {}).expect(400);
      expect(missing.body.errors).toEqual([
        { field: 'shipmentId', message: 'Shipment is required' },
        { field: 'otrDriverId', message: 'OTR Driver is required' },
        { field: 'forkliftOperatorId', message: 'Forklift Operator is required' },
        { field: 'otrDoorAssignment', message: 'OTR Door assignment is required' },
        { field: 'instructions', message: 'Instructions are required' },
      ]);
      expect(await shipment(shipmentId)).toMatchObject({ status: 'bol_entry' });
    });
  });

  describe('container loading', () => {
    it('derives progress from the rows, completes at row 20, and keeps each row once', async () => {
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-LOAD', 'crew');
      const first = await as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 7, notes: 'Heavy', operatorId: randomUUID(), photoUrls: [] }).expect(201);
      expect(first.body).toMatchObject({ rowNumber: 7, notes: 'Heavy' });
      const [operatorRow] = await test.sql<{ operator_id: string }>('select operator_id from container_loading_records where id = $1', [first.body.id]);
      expect(operatorRow!.operator_id).toBe(operator.id);
      expect(await shipment(shipmentId)).toMatchObject({ status: 'loading', progressPercentage: 34 });
      const again = await as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 7 }).expect(409);
      expect(again.body.message).toBe('Row 7 of shipment TMP-LOAD is already recorded.');
      for (const row of [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]) {
        await as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: row }).expect(201);
      }
      expect(await shipment(shipmentId)).toMatchObject({ status: 'loading', progressPercentage: 97, actualCompletion: null });
      await as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 20 }).expect(201);
      const done = await shipment(shipmentId);
      expect(done).toMatchObject({ status: 'completed', workflowStep: 'completed', progressPercentage: 100 });
      expect(done.actualCompletion).not.toBeNull();
      const rows = await as(test, viewer).get(`/api/shipments/${shipmentId}/container-loading`).expect(200);
      expect(rows.body.map((row: { rowNumber: number }) => row.rowNumber)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      const more = await as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 21 }).expect(400);
      expect(more.body.errors).toEqual([{ field: 'rowNumber', message: 'Row number must be at most 20' }]);
    });

    it('refuses loading before the crew is assigned, and row 0', async () => {
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-NOCREW', 'bol');
      const early = await as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 1 }).expect(409);
      expect(early.body.message).toBe('Shipment TMP-NOCREW is at BOL Entry; container loading expects Loading.');
      const zero = await as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 0 }).expect(400);
      expect(zero.body.errors).toEqual([{ field: 'rowNumber', message: 'Row number must be at least 1' }]);
      expect(await test.sql('select 1 from container_loading_records where shipment_id = $1', [shipmentId])).toEqual([]);
    });

    it('lets exactly one of two operators recording the same row at once succeed', async () => {
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-RACE-ROW', 'crew');
      const results = await Promise.all(
        Array.from({ length: 4 }, () => as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 3 })),
      );
      expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409]);
      expect(await shipment(shipmentId)).toMatchObject({ progressPercentage: 34 });
      expect(await test.sql("select count(*)::int as n from domain_events where shipment_id = $1 and type = 'LoadingRowRecorded'", [shipmentId])).toEqual([{ n: 1 }]);
    });

    it('keeps progress equal to 30 + rows x 3.5 when different rows are recorded in parallel', async () => {
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-PARALLEL', 'crew');
      await Promise.all([1, 2, 3, 4, 5, 6].map((row) => as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: row }).expect(201)));
      expect(await shipment(shipmentId)).toMatchObject({ progressPercentage: 51 });
    });
  });

  describe('count confirmation', () => {
    it('takes expected from the PO’s pieces, computes the discrepancy and records who confirmed', async () => {
      const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-COUNT', 'crew');
      const response = await as(test, operator)
        .post('/api/count-confirmations', { shipmentId, poId, actualQuantity: 118, expectedQuantity: 5, discrepancy: 0, discrepancyFlag: false, confirmedBy: randomUUID() })
        .expect(201);
      expect(response.body).toMatchObject({ expectedQuantity: 120, actualQuantity: 118, discrepancy: -2, discrepancyFlag: true, confirmedBy: operator.id });
      const perfect = await as(test, operator).post('/api/count-confirmations', { shipmentId, poId, actualQuantity: 120 }).expect(201);
      expect(perfect.body).toMatchObject({ discrepancy: 0, discrepancyFlag: false });
      const negative = await as(test, operator).post('/api/count-confirmations', { shipmentId, poId, actualQuantity: -1 }).expect(400);
      expect(negative.body.errors).toEqual([{ field: 'actualQuantity', message: 'Actual quantity cannot be negative' }]);
      const noPo = await as(test, operator).post('/api/count-confirmations', { shipmentId }).expect(400);
      expect(noPo.body.errors).toEqual([
        { field: 'poId', message: 'Purchase Order is required' },
        { field: 'actualQuantity', message: 'Actual quantity cannot be negative' },
      ]);
    });

    it('refuses a PO of another shipment', async () => {
      const first = await driveShipment(test, operator, crew, 'TMP-C1', 'crew');
      const second = await driveShipment(test, operator, crew, 'TMP-C2', 'crew');
      const response = await as(test, operator).post('/api/count-confirmations', { shipmentId: first.shipmentId, poId: second.poId, actualQuantity: 1 }).expect(400);
      expect(response.body.errors).toEqual([{ field: 'poId', message: 'PO PO-TMP-C2 does not belong to this shipment.' }]);
    });
  });

  describe('driver release', () => {
    it('releases only a completed shipment’s driver, once, even when two people press at once', async () => {
      const loading = await driveShipment(test, operator, crew, 'TMP-NOTYET', 'crew');
      const early = await as(test, operator).put(`/api/purchase-orders/${loading.poId}`, { releasedAt: test.clock.now().toISOString() }).expect(409);
      expect(early.body.message).toBe('Shipment TMP-NOTYET is at Loading; driver release expects Completed.');

      const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-RELEASE', 'loaded');
      const results = await Promise.all([
        as(test, operator).put(`/api/purchase-orders/${poId}`, { releasedAt: '1999-01-01' }),
        as(test, operator).put(`/api/purchase-orders/${poId}`, { releasedAt: '1999-01-01' }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      const released = results.find((result) => result.status === 200)!;
      expect(test.clock.now().getTime() - new Date(released.body.releasedAt).getTime()).toBeLessThan(60_000);
      expect((await eventTypes(shipmentId)).filter((type) => type === 'DriverReleased')).toHaveLength(1);
    });
  });

  describe('the delayed overlay', () => {
    it('shows delayed once the ETA passes, stores it on the sweep, and never loses the workflow position', async () => {
      const inAnHour = test.clock.in({ hours: 1 }).toISOString();
      const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-SLOW', 'checkin', { estimatedCompletion: inAnHour });
      expect(await shipment(shipmentId)).toMatchObject({ status: 'container_checkin' });
      test.clock.advance(61 * 60 * 1000);
      expect(await shipment(shipmentId)).toMatchObject({ status: 'delayed', workflowStep: 'container_checkin' });
      // The list filters as it shows, before any sweep stored it.
      const listed = async (status: string) =>
        (await as(test, viewer).get(`/api/shipments?status=${status}`).expect(200)).body.shipments.map((item: { id: string }) => item.id);
      expect(await listed('delayed')).toContain(shipmentId);
      // Status filters follow the step: a delayed container stays in its step's list (issue 14).
      expect(await listed('in_progress')).toContain(shipmentId);
      expect(await listed('container_checkin')).toContain(shipmentId);

      expect(await test.app.get(DelaySweeper).sweep()).toBeGreaterThanOrEqual(1);
      expect(await test.sql('select status, workflow_step from shipments where id = $1', [shipmentId])).toEqual([{ status: 'delayed', workflow_step: 'container_checkin' }]);
      const delayedList = await as(test, viewer).get('/api/shipments?status=delayed').expect(200);
      expect(delayedList.body.shipments.map((item: { id: string }) => item.id)).toContain(shipmentId);
      expect(await eventTypes(shipmentId)).toEqual(['ContainerCheckedIn', 'ShipmentDelayed']);
      expect(await test.app.get(DelaySweeper).sweep()).toBe(0);

      await as(test, operator).put(`/api/purchase-orders/${poId}`, truck).expect(200);
      expect(await shipment(shipmentId)).toMatchObject({ status: 'delayed', workflowStep: 'truck_checkin', progressPercentage: 20 });
    });
  });

  it('pushes each committed step to signed-in sockets', async () => {
    const socket = connectSocket(test, viewer.cookie);
    await waitForConnect(socket);
    try {
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-PUSH', 'crew');
      const pushed = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed', (payload) => payload.eventType === 'LoadingRowRecorded');
      await as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 1 }).expect(201);
      expect(await pushed).toMatchObject({ eventType: 'LoadingRowRecorded', shipment: { id: shipmentId, progressPercentage: 34 } });
    } finally {
      socket.close();
    }
  });
});
