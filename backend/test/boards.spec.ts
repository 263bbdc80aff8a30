import supertest from 'supertest';
import { read, utils } from 'xlsx';
import type { CompletedLoad, SpotterTask, SpotterTaskChangedPayload, TruckerBoardRow } from '@dockflow/contracts';
import { connectSocket, fileBody, nextEvent, register, registerWithRole, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';
import { as, createCrew, type Crew, driveShipment, freeDoor } from './support/workflow.js';

describe('boards, spotter tasks and the shipment page (docs/product.md §2, §3, §10, §11, §16)', () => {
  let test: TestApp;
  let operator: Account;
  let viewer: Account;
  let spotter: Account;
  let crew: Crew;

  beforeAll(async () => {
    test = await startTestApp({ SITE_TIMEZONE: 'America/Chicago', SITE_NAME: 'Dock A', SITE_SHIFTS: '06:00 Day Shift, 18:00 Night Shift' });
    const admin = await register(test, 'board-admin');
    operator = await registerWithRole(test, 'board-operator', 'operator');
    viewer = await register(test, 'board-viewer');
    spotter = await register(test, 'spot-sam');
    await as(test, admin).put(`/api/users/${spotter.id}`, { crewFunctions: ['spotter'], firstName: 'Sam', lastName: 'Spot' }).expect(200);
    crew = await createCrew(test, admin);
  });
  afterAll(() => test.close());

  describe('dashboard stats', () => {
    it('starts at zero with no figures to average', async () => {
      const response = await as(test, viewer).get('/api/dashboard/stats').expect(200);
      expect(response.body).toMatchObject({
        activeShipments: 0,
        trucksInQueue: 0,
        containersLoading: 0,
        completedToday: 0,
        captions: { activeChangeSinceYesterday: 0, averageWaitMinutes: null, averageLoadingProgress: null, onTimeRate: null },
      });
      expect(test.clock.now().getTime() - new Date(response.body.generatedAt).getTime()).toBeLessThan(10_000);
    });

    it('counts what the database holds', async () => {
      await driveShipment(test, operator, crew, 'TMP-S1', 'checkin');
      await driveShipment(test, operator, crew, 'TMP-S2', 'truck');
      const loading = await driveShipment(test, operator, crew, 'TMP-S3', 'crew');
      for (const row of [1, 2, 3]) await as(test, operator).post('/api/container-loading', { shipmentId: loading.shipmentId, rowNumber: row }).expect(201);
      const done = await driveShipment(test, operator, crew, 'TMP-S4', 'loaded', { estimatedCompletion: test.clock.in({ hours: 1 }).toISOString() });
      await as(test, operator).put(`/api/purchase-orders/${done.poId}`, { releasedAt: 'now' }).expect(200);
      // A shipment checked in two days ago and still active counts toward "yesterday" too.
      const old = await driveShipment(test, operator, crew, 'TMP-OLD', 'checkin');
      await test.sql("alter table domain_events disable trigger domain_events_no_update");
      await test.sql("update domain_events set occurred_at = $2::timestamptz - interval '2 days' where shipment_id = $1", [old.shipmentId, test.clock.now()]);
      await test.sql("alter table domain_events enable trigger domain_events_no_update");

      const response = await as(test, viewer).get('/api/dashboard/stats').expect(200);
      expect(response.body).toMatchObject({ activeShipments: 4, trucksInQueue: 2, containersLoading: 1, completedToday: 1 });
      expect(response.body.captions).toMatchObject({ activeChangeSinceYesterday: 3, averageLoadingProgress: 41, onTimeRate: 100 });
      expect(response.body.captions.averageWaitMinutes).toBe(0);
    });
  });

  describe('trucker board', () => {
    it('lists checked-in trucks with wait, fee and whether the driver can be released', async () => {
      const response = await as(test, viewer).get('/api/trucker-board').expect(200);
      const byTmp = Object.fromEntries(response.body.truckers.map((row: TruckerBoardRow) => [row.tmpNumber, row]));
      expect(Object.keys(byTmp).sort()).toEqual(['TMP-S2', 'TMP-S3', 'TMP-S4']);
      expect(byTmp['TMP-S2']).toMatchObject({ driverName: 'Dana Driver', truckColor: 'Blue', truckNumber: 'TRK-77', otrDoor: 'OTR-2', canRelease: false, releasedAt: null, lateFeesOwed: '0.00' });
      expect(byTmp['TMP-S4']).toMatchObject({ shipmentStatus: 'completed', canRelease: false });
      expect(byTmp['TMP-S4'].releasedAt).not.toBeNull();
      expect(response.body.summary).toEqual({ waiting: 2, readyToRelease: 0, releasedToday: 1, lateFeesOnBoard: '0.00' });
    });
  });

  describe('completed loads', () => {
    it('gives one card per completed shipment from its POs and rows, with the efficiency score', async () => {
      const response = await as(test, viewer).get('/api/completed-loads').expect(200);
      expect(response.body.total).toBe(1);
      const [load] = response.body.loads as CompletedLoad[];
      expect(load).toMatchObject({
        tmpNumber: 'TMP-S4',
        purchaseOrders: [{ poNumber: 'PO-TMP-S4', pieces: 120, pallets: 10, netWeight: '1500.50', grossWeight: '1720.25', driverName: 'Dana Driver', truckNumber: 'TRK-77' }],
        totals: { pieces: 120, pallets: 10, netWeight: '1500.50', grossWeight: '1720.25', lateFees: '0.00' },
        loadingMinutes: 0,
        efficiencyScore: 100,
      });
      expect(load!.loadingStartedAt).not.toBeNull();
    });

    it('shows each PO’s check-in and release times and its latest count (issue 14)', async () => {
      const [{ id: shipmentId }] = await test.sql<{ id: string }>("select id from shipments where tmp_number = 'TMP-S4'");
      const [{ id: poId }] = await test.sql<{ id: string }>("select id from purchase_orders where po_number = 'PO-TMP-S4'");
      const before = await as(test, viewer).get('/api/completed-loads').expect(200);
      expect((before.body.loads as CompletedLoad[])[0]!.purchaseOrders[0]!.count).toBeNull();

      await as(test, operator).post('/api/count-confirmations', { shipmentId, poId, actualQuantity: 118 }).expect(201);
      test.clock.advance(60_000);
      await as(test, operator).post('/api/count-confirmations', { shipmentId, poId, actualQuantity: 121 }).expect(201);
      const response = await as(test, viewer).get('/api/completed-loads').expect(200);
      const [po] = (response.body.loads as CompletedLoad[])[0]!.purchaseOrders;
      expect(po!.count).toMatchObject({ expectedQuantity: 120, actualQuantity: 121, discrepancy: 1 });
      const [stored] = await test.sql<{ check_in_time: Date; released_at: Date }>('select check_in_time, released_at from purchase_orders where id = $1', [poId]);
      expect(po!.checkInTime).toBe(stored!.check_in_time.toISOString());
      expect(po!.releasedAt).toBe(stored!.released_at.toISOString());
    });

    it('exports completed loads with pieces, pallets, weights, times and counts as typed cells', async () => {
      const response = await supertest(test.origin).get('/api/export/shipments?status=completed').set('cookie', viewer.cookie).buffer(true).parse(fileBody).expect(200);
      const sheet = read(response.body as Buffer, { type: 'buffer' }).Sheets.Shipments!;
      const [row] = utils.sheet_to_json<Record<string, string | number>>(sheet);
      const column = (prefix: string) => Object.keys(row!).find((header) => header.startsWith(prefix))!;
      expect(row).toMatchObject({ 'TMP Number': 'TMP-S4', Pieces: 120, Pallets: 10, 'Net Weight (lbs)': 1500.5, 'Gross Weight (lbs)': 1720.25, Counted: 121, 'Count Discrepancy': 1 });
      for (const time of ['Truck Check-In', 'Released', 'Loading Started', 'Loading Finished']) expect(typeof row![column(time)]).toBe('number');
    });

    it('uses the real loading time for the score', async () => {
      const [{ id }] = await test.sql<{ id: string }>("select id from shipments where tmp_number = 'TMP-S4'");
      await test.sql(
        "update container_loading_records set completed_at = completed_at - interval '6 hours 30 minutes' where shipment_id = $1 and row_number = 1",
        [id],
      );
      const response = await as(test, viewer).get('/api/completed-loads').expect(200);
      expect(response.body.loads[0]).toMatchObject({ loadingMinutes: 390, efficiencyScore: 85 });
    });
  });

  describe('spotter tasks', () => {
    let task: SpotterTask;

    it('creates a task for a spotter, pushes it to them, and lists it first for them', async () => {
      const socket = connectSocket(test, spotter.cookie);
      await waitForConnect(socket);
      try {
        const assigned = nextEvent<SpotterTaskChangedPayload>(socket, 'spotter-task.assigned');
        const response = await as(test, operator).post('/api/spotter-tasks', { taskDescription: 'Move trailer to door 3A', assignedTo: spotter.id, priority: 'high' }).expect(201);
        task = response.body;
        expect(task).toMatchObject({ status: 'pending', priority: 'high', assigneeName: 'Sam Spot', completedAt: null });
        expect((await assigned).task.id).toBe(task.id);
      } finally {
        socket.close();
      }
      await as(test, operator).post('/api/spotter-tasks', { taskDescription: 'Someone else’s', assignedTo: spotter.id, priority: 'low' }).expect(201);
      const list = await as(test, spotter).get('/api/spotter-tasks').expect(200);
      expect(list.body[0].id).toBe(task.id);
    });

    it('refuses an assignee who is not a spotter and a missing description, with their messages from docs/product.md', async () => {
      const notSpotter = await as(test, operator).post('/api/spotter-tasks', { taskDescription: 'x', assignedTo: viewer.id }).expect(400);
      expect(notSpotter.body.errors).toEqual([{ field: 'assignedTo', message: 'Please assign to a spotter' }]);
      const empty = await as(test, operator).post('/api/spotter-tasks', { taskDescription: ' ', priority: 'urgent' }).expect(400);
      expect(empty.body.errors).toEqual([
        { field: 'taskDescription', message: 'Task description is required' },
        { field: 'assignedTo', message: 'Please assign to a spotter' },
        { field: 'priority', message: 'Priority must be low, normal or high' },
      ]);
    });

    it('starts and completes a task (completedAt by the server), and never goes back', async () => {
      const other = await register(test, 'nosy-viewer');
      await as(test, other).put(`/api/spotter-tasks/${task.id}`, { status: 'in_progress' }).expect(403);
      const started = await as(test, spotter).put(`/api/spotter-tasks/${task.id}`, { status: 'in_progress' }).expect(200);
      expect(started.body).toMatchObject({ status: 'in_progress', completedAt: null });
      const completed = await as(test, operator).put(`/api/spotter-tasks/${task.id}`, { status: 'completed', completedAt: '1999-01-01' }).expect(200);
      expect(test.clock.now().getTime() - new Date(completed.body.completedAt).getTime()).toBeLessThan(60_000);
      const back = await as(test, operator).put(`/api/spotter-tasks/${task.id}`, { status: 'in_progress' }).expect(409);
      expect(back.body.message).toBe('This task is already completed.');
      const pending = await as(test, operator).put(`/api/spotter-tasks/${task.id}`, { status: 'pending' }).expect(400);
      expect(pending.body.errors).toEqual([{ field: 'status', message: 'Status must be in_progress or completed' }]);
      const events = await test.sql<{ type: string }>("select type from domain_events where payload->>'taskId' = $1 order by sequence", [task.id]);
      expect(events.map((event) => event.type)).toEqual(['SpotterTaskCreated', 'SpotterTaskStarted', 'SpotterTaskCompleted']);
    });
  });

  describe('shipment page', () => {
    it('serves the QR code pointing at the shipment page, and 404 for an unknown shipment', async () => {
      const door = await freeDoor(test, operator);
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-QR', 'checkin', { containerDoor: door });
      const response = await as(test, viewer).get(`/api/shipments/${shipmentId}/qr`).expect(200);
      expect(response.body.qrCode).toMatch(/^data:image\/png;base64,/);
      expect(response.body.shipmentData).toEqual({ tmpNumber: 'TMP-QR', containerDoor: door, status: 'container_checkin' });
      await as(test, viewer).get('/api/shipments/00000000-0000-4000-8000-000000000000/qr').expect(404);
    });

    it('edits door, dock, seal, recorder, ETA and notes with a stored event, refusing client-set progress', async () => {
      const from = await freeDoor(test, operator);
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-EDIT', 'checkin', { containerDoor: from });
      const to = await freeDoor(test, operator);
      const response = await as(test, operator)
        .put(`/api/shipments/${shipmentId}`, { containerDoor: to, dockLocation: 'Dock D', sealNumber: 'S-2', notes: '  fragile ', estimatedCompletion: '2020-01-01T00:00:00Z' })
        .expect(200);
      expect(response.body).toMatchObject({ containerDoor: to, dockLocation: 'Dock D', sealNumber: 'S-2', notes: 'fragile', status: 'delayed', workflowStep: 'container_checkin' });
      const progress = await as(test, operator).put(`/api/shipments/${shipmentId}`, { progressPercentage: 100, status: 'completed' }).expect(400);
      expect(progress.body.errors).toEqual([
        { field: 'progressPercentage', message: 'Progress is computed by the server from the loading rows' },
        { field: 'status', message: 'Status is set by the workflow steps, not edited' },
      ]);
      await as(test, viewer).put(`/api/shipments/${shipmentId}`, { notes: 'x' }).expect(403);
      const timeline = await as(test, viewer).get(`/api/shipments/${shipmentId}/timeline`).expect(200);
      expect(timeline.body.map((entry: { type: string }) => entry.type)).toEqual(['ContainerCheckedIn', 'ShipmentDetailsEdited']);
      expect(timeline.body[1]).toMatchObject({ actorName: 'board-operator Tester', details: { changes: { containerDoor: { from, to } } } });
    });

    it('lists the crew and the count confirmations', async () => {
      const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-PAGE', 'crew');
      await as(test, operator).post('/api/count-confirmations', { shipmentId, poId, actualQuantity: 121 }).expect(201);
      const crewList = await as(test, viewer).get(`/api/shipments/${shipmentId}/otr-assignments`).expect(200);
      expect(crewList.body).toEqual([expect.objectContaining({ otrDriverId: crew.driverId, forkliftOperatorId: crew.forkliftId, otrDoorAssignment: 'OTR-3' })]);
      const counts = await as(test, viewer).get(`/api/shipments/${shipmentId}/count-confirmations`).expect(200);
      expect(counts.body).toEqual([expect.objectContaining({ expectedQuantity: 120, actualQuantity: 121, discrepancy: 1, discrepancyFlag: true })]);
    });
  });

  describe('shipment list queries', () => {
    it('searches on TMP number, PO number and driver name, case-insensitively', async () => {
      const search = async (term: string) =>
        ((await as(test, viewer).get(`/api/shipments?search=${encodeURIComponent(term)}`).expect(200)).body.shipments as { tmpNumber: string }[])
          .map((shipment) => shipment.tmpNumber)
          .sort();
      expect(await search('tmp-s1')).toEqual(['TMP-S1']);
      expect(await search('po-tmp-s2')).toEqual(['TMP-S2']);
      const withDana = await search('dana driver');
      expect(withDana).toEqual(expect.arrayContaining(['TMP-S2', 'TMP-S3', 'TMP-S4']));
      expect(withDana).not.toContain('TMP-S1');
      expect(await search('100%_')).toEqual([]);
    });

    it('pages at the edges: the last partial page, and a page past the end', async () => {
      const total = (await as(test, viewer).get('/api/shipments?pageSize=2').expect(200)).body.total as number;
      const lastPage = Math.ceil(total / 2);
      const last = await as(test, viewer).get(`/api/shipments?pageSize=2&page=${lastPage}`).expect(200);
      expect(last.body.shipments).toHaveLength(total - (lastPage - 1) * 2);
      const beyond = await as(test, viewer).get(`/api/shipments?pageSize=2&page=${lastPage + 1}`).expect(200);
      expect(beyond.body).toEqual({ shipments: [], total });
      const first = await as(test, viewer).get('/api/shipments?pageSize=2&page=1').expect(200);
      expect(first.body.shipments.map((item: { id: string }) => item.id)).not.toContain(last.body.shipments[0].id);
    });

    it('counts "completed today" from midnight in the site time zone', async () => {
      const before = (await as(test, viewer).get('/api/dashboard/stats').expect(200)).body.completedToday as number;
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-BOUNDARY', 'loaded');
      const at = async (sqlInstant: string) => {
        await test.sql(`update shipments set actual_completion = ${sqlInstant} where id = $1`, [shipmentId, test.clock.now()]);
        return (await as(test, viewer).get('/api/dashboard/stats').expect(200)).body.completedToday as number;
      };
      const chicagoMidnight = "(date_trunc('day', $2::timestamptz at time zone 'America/Chicago') at time zone 'America/Chicago')";
      expect(await at(`${chicagoMidnight} - interval '1 second'`)).toBe(before);
      expect(await at(chicagoMidnight)).toBe(before + 1);
    });
  });
  describe('the site (docs/product.md §2.3, §15)', () => {
    it("tells anyone its zone, its name and the shift its clock is in, until that shift's end", async () => {
      const site = async (at: string) => {
        test.clock.advance(Date.parse(at) - test.clock.now().getTime());
        return (await supertest(test.origin).get('/api/site').expect(200)).body;
      };
      const resumeAt = test.clock.now().toISOString();
      try {
        // 9:00 on a November morning in Chicago (CST, UTC-6).
        expect(await site('2026-11-18T15:00:00Z')).toEqual({
          timeZone: 'America/Chicago',
          name: 'Dock A',
          shift: { name: 'Day Shift', startedAt: '2026-11-18T12:00:00.000Z', endsAt: '2026-11-19T00:00:00.000Z' },
        });
        expect((await site('2026-11-18T23:59:00Z')).shift.name).toBe('Day Shift');
        // 18:00 and, the next morning, 5:59 there.
        expect((await site('2026-11-19T00:00:00Z')).shift).toEqual({ name: 'Night Shift', startedAt: '2026-11-19T00:00:00.000Z', endsAt: '2026-11-19T12:00:00.000Z' });
        expect((await site('2026-11-19T11:59:00Z')).shift.name).toBe('Night Shift');
      } finally {
        test.clock.advance(Date.parse(resumeAt) - test.clock.now().getTime());
      }
    });
  });
});
