import supertest from 'supertest';
import type { BulkChangedPayload, DashboardStats, ImportProgressPayload, ImportResult, ImportStage, ShipmentChangedPayload, ShipmentList } from '@dockflow/contracts';
import { connectSocket, nextEvent, register, registerWithRole, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';
import { largeSchedule } from './support/large-schedule.js';
import { as, createCrew, driveShipment, type Crew } from './support/workflow.js';

const ROWS = 10_000;

/**
 * The figures agree with the data as soon as an import answers and after every command (issue 14,
 * item 8): the list's total and the dashboard's figures are read at once, with no wait, and compared
 * with what the database holds.
 */
describe('stats right after an import of 10,000 rows and after each command', () => {
  let test: TestApp;
  let operator: Account;
  let crew: Crew;

  const stats = async () => (await as(test, operator).get('/api/dashboard/stats').expect(200)).body as DashboardStats;
  const total = async (query = '') => ((await as(test, operator).get(`/api/shipments?pageSize=1${query}`).expect(200)).body as ShipmentList).total;
  const counted = async (where: string) => Number((await test.sql<{ count: string }>(`select count(*) from shipments where ${where}`))[0]!.count);

  beforeAll(async () => {
    test = await startTestApp();
    const admin = await register(test, 'stats-admin');
    operator = await registerWithRole(test, 'stats-operator', 'operator');
    crew = await createCrew(test, admin);
    await driveShipment(test, operator, crew, 'TMP-STATS-1', 'crew', { containerDoor: '1A' });
    await driveShipment(test, operator, crew, 'TMP-STATS-2', 'truck', { containerDoor: '2A' });
  });
  afterAll(() => test.close());

  it('answers the import with every row stored, and the list and figures read it at once', async () => {
    const socket = connectSocket(test, operator.cookie);
    await waitForConnect(socket);
    // Each push of the progress as it arrives: it moves while the rows are checked AND while they are saved.
    const pushes: { percent: number; stage: ImportStage; at: number }[] = [];
    socket.on('import.progress', ({ percent, stage }: ImportProgressPayload) => pushes.push({ percent, stage, at: performance.now() }));
    // The imported rows reach the screens as one bulk push, not as 10,000 pushes of their own.
    const importedPushes: string[] = [];
    socket.on('shipment.changed', ({ shipment }: ShipmentChangedPayload) => void (shipment.tmpNumber.startsWith('TMP-BIG-') && importedPushes.push(shipment.tmpNumber)));
    const bulk = nextEvent<BulkChangedPayload>(socket, 'bulk.changed', () => true, 60_000);
    try {
      const response = await supertest(test.origin)
        .post('/api/dock-schedule/import')
        .set('cookie', operator.cookie)
        .attach('file', largeSchedule(ROWS), 'schedule.xlsx')
        .expect(201);
      expect(response.body as ImportResult).toEqual({ success: ROWS, total: ROWS, errors: [] });
      expect(await bulk).toEqual({ events: ROWS });
      // A later change's push comes after whatever the import's events were going to push.
      const id = (await test.sql<{ id: string }>(`select id from shipments where tmp_number = 'TMP-STATS-1'`))[0]!.id;
      const later = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed', ({ shipment }) => shipment.tmpNumber === 'TMP-STATS-1');
      await as(test, operator).put(`/api/shipments/${id}`, { notes: 'after the import' }).expect(200);
      await later;
      expect(importedPushes).toEqual([]);
    } finally {
      socket.close();
    }
    const stages = ['reading', 'checking', 'saving'];
    expect(pushes.map(({ stage }) => stages.indexOf(stage))).toEqual(pushes.map(({ stage }) => stages.indexOf(stage)).sort((a, b) => a - b));
    expect(pushes.map(({ percent }) => percent)).toEqual(pushes.map(({ percent }) => percent).sort((a, b) => a - b));
    const moving = pushes.filter(({ stage, percent }) => stage !== 'reading' && percent < 100);
    expect(moving.filter(({ stage }) => stage === 'checking').length).toBeGreaterThanOrEqual(10);
    // PostgreSQL writes slower than the rows are checked: once the last is checked, the slices still being written are steps of the bar.
    expect(new Set(moving.filter(({ stage }) => stage === 'saving').map(({ percent }) => percent)).size).toBeGreaterThanOrEqual(3);
    expect(moving.at(-1)!.at - moving[0]!.at).toBeGreaterThan(100);

    const [listed, pending, dockD, figures] = await Promise.all([total(), total('&status=pending'), total('&dock=Dock+D'), stats()]);
    expect(listed).toBe(ROWS + 2);
    expect(pending).toBe(ROWS);
    expect(dockD).toBe(ROWS / 4);
    expect(listed).toBe(await counted('true'));
    expect(figures).toMatchObject({
      activeShipments: await counted(`workflow_step not in ('pending', 'completed')`),
      containersLoading: await counted(`workflow_step = 'loading'`),
      trucksInQueue: 2,
    });
    expect(figures.activeShipments).toBe(2);
  }, 120_000);

  it('moves the figures with the command that changes them, read at once', async () => {
    const before = await stats();
    await as(test, operator)
      .post('/api/shipments', { tmpNumber: 'TMP-BIG-7', containerDoor: '3C', dockLocation: 'Dock A' })
      .expect(201);
    expect(await stats()).toMatchObject({ activeShipments: before.activeShipments + 1, containersLoading: before.containersLoading });
    expect(await total('&status=pending')).toBe(ROWS - 1);

    const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-STATS-3', 'crew', { containerDoor: '3A' });
    expect(await stats()).toMatchObject({ activeShipments: before.activeShipments + 2, containersLoading: before.containersLoading + 1 });
    await as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 1 }).expect(201);
    const afterRow = await stats();
    expect(afterRow.captions.averageLoadingProgress).toBe(
      Number((await test.sql<{ average: string }>(`select round(avg(progress_percentage)) as average from shipments where workflow_step = 'loading'`))[0]!.average),
    );
  });
});
