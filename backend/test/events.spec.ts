import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EventBus } from '@nestjs/cqrs';
import type { Socket } from 'socket.io-client';
import type { ShipmentChangedPayload, ShipmentTimelineEntryPayload, TimelineEntry, UserChangedPayload, WatchAck } from '@dockflow/contracts';
import { CommandTransaction } from '../src/common/command-transaction.js';
import { DomainEvent } from '../src/common/events/domain-event.js';
import { ShipmentEvent } from '../src/modules/shipments/domain/shipment.events.js';
import { newShipment } from '../src/modules/shipments/domain/new-records.js';
import { toShipmentView } from '../src/modules/shipments/domain/shipment-view.js';
import { User } from '../src/modules/users/domain/user.entity.js';
import { CheckInContainerHandler } from '../src/modules/shipments/commands/check-in-container/check-in-container.handler.js';
import { connectSocket, nextEvent, register, registerWithRole, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';
import { as, createCrew, type Crew, driveShipment, truck } from './support/workflow.js';

describe('typed events: what is pushed is what was stored, and only after the commit', () => {
  let test: TestApp;
  let admin: Account;
  let operator: Account;
  let viewer: Account;
  let crew: Crew;

  beforeAll(async () => {
    test = await startTestApp();
    admin = await register(test, 'ev-admin');
    operator = await registerWithRole(test, 'ev-operator', 'operator');
    viewer = await register(test, 'ev-viewer');
    crew = await createCrew(test, admin);
  });
  afterAll(() => test.close());

  async function signedInSocket(account: Account): Promise<Socket> {
    const socket = connectSocket(test, account.cookie);
    await waitForConnect(socket);
    return socket;
  }

  const watch = (socket: Socket, shipmentId: string) =>
    new Promise<WatchAck>((resolve) => socket.emit('shipment.watch', shipmentId, (answer: WatchAck) => resolve(answer)));

  it('pushes a loading row in changed.row with typed details, and the timeline entry as it is stored', async () => {
    const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-EV-ROW', 'crew');
    const socket = await signedInSocket(viewer);
    try {
      expect(await watch(socket, shipmentId)).toEqual({ ok: true });
      const changed = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed', (payload) => payload.eventType === 'LoadingRowRecorded');
      const timeline = nextEvent<ShipmentTimelineEntryPayload>(socket, 'shipment.timeline-entry', (payload) => payload.entry.type === 'LoadingRowRecorded');
      const row = await as(test, operator).post('/api/container-loading', { shipmentId, rowNumber: 4, notes: 'tight fit' }).expect(201);

      const payload = await changed;
      if (payload.eventType !== 'LoadingRowRecorded') throw new Error('narrowed by the filter above');
      expect(payload.changed.row).toEqual(row.body);
      expect(payload.details).toEqual({ rowNumber: 4, rowsRecorded: 1, progressPercentage: 34, notes: 'tight fit' });
      expect(payload).toMatchObject({ actorId: operator.id, shipment: { id: shipmentId, progressPercentage: 34 } });

      const pushed = await timeline;
      expect(pushed.shipmentId).toBe(shipmentId);
      expect(pushed.entry.id).toBe(payload.eventId);
      const stored = await as(test, viewer).get(`/api/shipments/${shipmentId}/timeline`).expect(200);
      expect(stored.body.find((entry: TimelineEntry) => entry.id === payload.eventId)).toEqual(pushed.entry);
    } finally {
      socket.close();
    }
  });

  it('pushes a truck check-in with the PO it changed', async () => {
    const { shipmentId, poId } = await driveShipment(test, operator, crew, 'TMP-EV-TRUCK', 'checkin');
    const socket = await signedInSocket(viewer);
    try {
      const changed = nextEvent<ShipmentChangedPayload>(socket, 'shipment.changed', (payload) => payload.eventType === 'TruckCheckedIn');
      const po = await as(test, operator).put(`/api/purchase-orders/${poId}`, truck).expect(200);
      const payload = await changed;
      if (payload.eventType !== 'TruckCheckedIn') throw new Error('narrowed by the filter above');
      const { lateFeeBasis, ...answered } = po.body;
      expect(payload.changed.purchaseOrder).toEqual(answered);
      expect(payload.details).toMatchObject({ lateFeeReason: lateFeeBasis.reason });
      expect(payload.changed.purchaseOrder).toMatchObject({ id: poId, shipmentId, driverName: truck.driverName, checkInTime: expect.any(String) });
      expect(payload.details).toMatchObject({ purchaseOrderId: poId, poNumber: 'PO-TMP-EV-TRUCK', driverName: truck.driverName, lateFeesOwed: po.body.lateFeesOwed });
    } finally {
      socket.close();
    }
  });

  it('pushes an account change to the user concerned, with the account as it is now', async () => {
    const user = await register(test, 'ev-profile');
    const socket = await signedInSocket(user);
    try {
      const pushed = nextEvent<UserChangedPayload>(socket, 'user.changed');
      const updated = await as(test, admin).put(`/api/users/${user.id}`, { firstName: 'Renamed' }).expect(200);
      expect(await pushed).toEqual({ eventId: expect.any(String), eventType: 'UserUpdated', occurredAt: updated.body.updatedAt, user: updated.body });
    } finally {
      socket.close();
    }
  });

  describe('the command transaction', () => {
    const published: DomainEvent[] = [];
    let subscription: { unsubscribe(): void };

    beforeAll(() => {
      subscription = test.app.get(EventBus).subscribe((event) => {
        if (event instanceof DomainEvent) published.push(event);
      });
    });
    afterAll(() => subscription.unsubscribe());
    beforeEach(() => (published.length = 0));

    /** An event about a shipment that is never stored: the log's deferred foreign key refuses it at the commit. */
    function eventOfUnstoredShipment(now: Date): ShipmentEvent {
      const shipment = toShipmentView(newShipment(`TMP-GHOST-${randomUUID()}`, now), now);
      return new ShipmentEvent('ShipmentDelayed', shipment, { details: { estimatedCompletion: null, workflowStep: 'pending' }, changed: {}, actorId: null, occurredAt: now });
    }

    it('publishes nothing when the work throws after recording', async () => {
      let recorded: ShipmentEvent | undefined;
      const run = test.app.get(CommandTransaction).run(async ({ now, record }) => {
        recorded = eventOfUnstoredShipment(now);
        record(recorded);
        throw new Error('the work failed');
      });
      await expect(run).rejects.toThrow('the work failed');
      expect(published).toEqual([]);
      expect(await test.sql('select 1 from domain_events where id = $1', [recorded!.id])).toEqual([]);
    });

    it('publishes nothing when the commit itself fails, though the work and the log insert succeeded', async () => {
      let recorded: ShipmentEvent | undefined;
      const run = test.app.get(CommandTransaction).run(async ({ now, record }) => {
        recorded = eventOfUnstoredShipment(now);
        record(recorded);
      });
      await expect(run).rejects.toThrow(/foreign key/i);
      expect(published).toEqual([]);
      expect(await test.sql('select 1 from domain_events where id = $1', [recorded!.id])).toEqual([]);
    });

    it("leaves no command's entities in the app's shared entity manager", async () => {
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-EV-SHARED', 'checkin');
      await as(test, operator).put(`/api/shipments/${shipmentId}`, { notes: 'held by no one' }).expect(200);
      const loaded = await test.app.get(CommandTransaction).run(({ em }) => em.find(User, {}));
      expect(loaded.length).toBeGreaterThan(0);
      expect(test.orm.em.getUnitOfWork(false).getIdentityMap().values()).toEqual([]);
    });

    it('publishes an event once it is committed', async () => {
      const { shipmentId } = await driveShipment(test, operator, crew, 'TMP-EV-COMMIT', 'checkin');
      published.length = 0;
      const storedWhenPublished = new Promise<unknown[]>((resolve) => {
        const check = test.app.get(EventBus).subscribe((event) => {
          if (!(event instanceof DomainEvent)) return;
          check.unsubscribe();
          // Read from another connection: only a committed row is visible there.
          void test.sql('select type from domain_events where id = $1', [event.id]).then(resolve);
        });
      });
      await as(test, operator).put(`/api/shipments/${shipmentId}`, { notes: 'committed first' }).expect(200);
      expect(await storedWhenPublished).toEqual([{ type: 'ShipmentDetailsEdited' }]);
      expect(published.map((event) => event.type)).toEqual(['ShipmentDetailsEdited']);
    });
  });

  describe('request ids', () => {
    it('answers one in X-Request-Id, keeps a sane one the caller sent, and logs it with a 500', async () => {
      const fresh = await as(test, viewer).get('/api/auth/user').expect(200);
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

      const written: string[] = [];
      const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      });
      const failing = jest.spyOn(test.app.get(CheckInContainerHandler), 'execute').mockRejectedValue(new TypeError('the handler broke'));
      try {
        // A body, a session and its user read on the way: the id survives each of them.
        const body = { tmpNumber: 'TMP-EV-500', containerDoor: '1A', dockLocation: 'Dock A', notes: 'a note' };
        const response = await as(test, operator).post('/api/shipments', body).set('X-Request-Id', 'trace-500.a').expect(500);
        expect(response.headers['x-request-id']).toBe('trace-500.a');
        expect(response.body).toMatchObject({ statusCode: 500, code: 'INTERNAL' });
      } finally {
        failing.mockRestore();
        stderr.mockRestore();
      }
      expect(written.find((line) => line.includes('the handler broke'))).toContain('[request trace-500.a]');

      const replaced = await as(test, viewer).get('/api/auth/user').set('X-Request-Id', 'no spaces or <tags> please').expect(200);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
