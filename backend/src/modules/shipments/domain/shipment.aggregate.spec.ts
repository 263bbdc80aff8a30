import { poNumberFormatMessage, type ShipmentEventType } from '@dockflow/contracts';
import { DomainError } from '../../../common/domain-error.js';
import { newPurchaseOrder, newShipment } from './new-records.js';
import type { PurchaseOrderRecord } from './purchase-order.entity.js';
import { ShipmentAggregate, type BillOfLading, type ContainerDetails, type CrewAssignment, type TruckDetails } from './shipment.aggregate.js';
import type { ShipmentRecord } from './shipment.entity.js';
import type { ShipmentEvent } from './shipment.events.js';
import type { OtrAssignmentRow } from './workflow-records.entity.js';

const before = new Date('2026-11-21T08:00:00.000Z');
const now = new Date('2026-11-21T10:00:00.000Z');
const actor = '00000000-0000-4000-8000-0000000000aa';
const otherShipmentId = '00000000-0000-4000-8000-0000000000ff';

const details: ContainerDetails = {
  containerDoor: '1A',
  dockLocation: 'Dock A',
  floorLeadId: null,
  sealNumber: 'S-1',
  tempRecorderId: null,
  estimatedCompletion: null,
  notes: null,
};
const truck: TruckDetails = { driverName: 'Dana', driverPhone: '555-0100', driverEmail: null, truckColor: 'Blue', truckNumber: 'TRK-7', otrDoor: 'OTR-2' };
const bol: BillOfLading = { pieces: 120, pallets: 10, netWeight: '1500.5', grossWeight: '1720.25' };
const crew: CrewAssignment = {
  otrDriverId: '00000000-0000-4000-8000-0000000000d1',
  forkliftOperatorId: '00000000-0000-4000-8000-0000000000f1',
  otrDoorAssignment: 'OTR-3',
  instructions: 'Heavy first',
};

function shipmentAt(overrides: Partial<ShipmentRecord> = {}): ShipmentAggregate {
  return new ShipmentAggregate({ ...newShipment('TMP-1', before), ...overrides });
}

function purchaseOrder(shipment: ShipmentAggregate | string, overrides: Partial<PurchaseOrderRecord> = {}): PurchaseOrderRecord {
  const shipmentId = typeof shipment === 'string' ? shipment : shipment.record.id;
  return { ...newPurchaseOrder(overrides.poNumber ?? 'PO-1', shipmentId, null, before), ...overrides };
}

function isOfType<K extends ShipmentEventType>(event: ShipmentEvent | undefined, type: K): event is ShipmentEvent<K> {
  return event?.type === type;
}

/** The one event the command recorded, of this type. */
function onlyEvent<K extends ShipmentEventType>(shipment: ShipmentAggregate, type: K): ShipmentEvent<K> {
  const events = shipment.getUncommittedEvents();
  expect(events.map((event) => event.type)).toEqual([type]);
  const [event] = events;
  if (!isOfType(event, type)) throw new Error(`expected ${type}`);
  return event;
}

/** Expects the refusal, and that it changed and recorded nothing. */
function expectRefusal(shipment: ShipmentAggregate, command: () => unknown, expected: DomainError): void {
  const snapshot = { ...shipment.record };
  let thrown: unknown;
  try {
    command();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect(thrown).toMatchObject({ message: expected.message, kind: expected.kind, code: expected.code, fieldErrors: expected.fieldErrors });
  expect(shipment.getUncommittedEvents()).toHaveLength(0);
  expect(shipment.record).toEqual(snapshot);
}

const workflowConflict = (message: string) => new DomainError('conflict', message, 'WORKFLOW_CONFLICT');

describe('ShipmentAggregate', () => {
  describe('checkInContainer', () => {
    it('moves a pending shipment to container_checkin at 10%, creates the new POs and records them with the event', () => {
      const shipment = shipmentAt();
      const imported = purchaseOrder(shipment, { poNumber: 'PO-A' });
      const added = shipment.checkInContainer(details, ['PO-A', 'PO-B'], [imported], actor, now);
      expect(shipment.record).toMatchObject({ status: 'container_checkin', workflowStep: 'container_checkin', progressPercentage: 10, sealNumber: 'S-1', updatedAt: now });
      expect(added).toEqual([expect.objectContaining({ poNumber: 'PO-B', shipmentId: shipment.record.id, createdAt: now })]);
      const event = onlyEvent(shipment, 'ContainerCheckedIn');
      expect(event).toMatchObject({ actorId: actor, occurredAt: now, shipmentId: shipment.record.id, shipment: { status: 'container_checkin' } });
      // The details given hold no date, so they read the same as the event's text fields.
      expect(event.details).toEqual({ tmpNumber: 'TMP-1', ...details, poNumbers: ['PO-A', 'PO-B'], changes: {} });
      expect(event.changed.purchaseOrders.map((po) => [po.id, po.poNumber])).toEqual([
        [imported.id, 'PO-A'],
        [added[0]!.id, 'PO-B'],
      ]);
    });

    it('takes a PO number given twice in two spellings once, in the spelling it first came in', () => {
      const shipment = shipmentAt();
      const added = shipment.checkInContainer(details, ['PO-D1', 'po-d1'], [], actor, now);
      expect(added.map((po) => po.poNumber)).toEqual(['PO-D1']);
      expect(onlyEvent(shipment, 'ContainerCheckedIn').details.poNumbers).toEqual(['PO-D1']);
    });

    it('keeps what the schedule set when check-in leaves it blank, and records what it changed', () => {
      const eta = new Date('2026-11-22T06:30:00Z');
      const shipment = shipmentAt({ containerDoor: '2B', dockLocation: 'Dock B', estimatedCompletion: eta, notes: 'scheduled' });
      shipment.checkInContainer({ ...details, containerDoor: '1A', dockLocation: 'Dock B', estimatedCompletion: null, notes: null, sealNumber: null }, [], [], actor, now);
      expect(shipment.record).toMatchObject({ containerDoor: '1A', dockLocation: 'Dock B', estimatedCompletion: eta, notes: 'scheduled', sealNumber: null });
      expect(onlyEvent(shipment, 'ContainerCheckedIn').details.changes).toEqual({ containerDoor: { from: '2B', to: '1A' } });
    });

    it('shows delayed when the ETA has already passed, keeping the workflow step', () => {
      const shipment = shipmentAt();
      shipment.checkInContainer({ ...details, estimatedCompletion: new Date('2026-11-21T09:00:00Z') }, [], [], actor, now);
      expect(shipment.record).toMatchObject({ status: 'delayed', workflowStep: 'container_checkin' });
      expect(onlyEvent(shipment, 'ContainerCheckedIn').shipment).toMatchObject({ status: 'delayed', workflowStep: 'container_checkin' });
    });

    it('refuses a shipment past pending, naming both statuses', () => {
      const shipment = shipmentAt({ status: 'loading', workflowStep: 'loading', progressPercentage: 40 });
      expectRefusal(
        shipment,
        () => shipment.checkInContainer(details, [], [], actor, now),
        workflowConflict('Shipment TMP-1 is at Loading; container check-in expects Pending.'),
      );
    });

    it('refuses PO numbers that belong to another shipment, naming them', () => {
      const shipment = shipmentAt();
      const known = [purchaseOrder(otherShipmentId, { poNumber: 'PO-X' }), purchaseOrder(otherShipmentId, { poNumber: 'PO-Y' })];
      expectRefusal(
        shipment,
        () => shipment.checkInContainer(details, ['PO-X', 'PO-NEW', 'PO-Y'], known, actor, now),
        new DomainError('conflict', 'PO PO-X, PO-Y already belongs to another shipment.'),
      );
    });

    it('refuses a PO number of the wrong form', () => {
      const shipment = shipmentAt();
      expectRefusal(shipment, () => shipment.checkInContainer(details, ['bad number!'], [], actor, now), new DomainError('invalid', poNumberFormatMessage('bad number!')));
    });
  });

  describe('schedule', () => {
    const plan = { containerDoor: '2B', dockLocation: 'Dock B', estimatedCompletion: new Date('2026-11-22T10:00:00Z'), poNumbers: ['PO-1'] };

    it('takes a new shipment as pending with its POs', () => {
      const shipment = shipmentAt();
      const changes = shipment.schedule(plan, true, [], actor, now);
      expect(changes?.removed).toEqual([]);
      expect(changes?.added.map((po) => po.poNumber)).toEqual(['PO-1']);
      expect(shipment.record).toMatchObject({ status: 'pending', containerDoor: '2B', dockLocation: 'Dock B', estimatedCompletion: plan.estimatedCompletion });
      const event = onlyEvent(shipment, 'ShipmentScheduled');
      expect(event.details).toEqual({
        tmpNumber: 'TMP-1',
        containerDoor: '2B',
        dockLocation: 'Dock B',
        estimatedCompletion: '2026-11-22T10:00:00.000Z',
        poNumbers: ['PO-1'],
        created: true,
      });
      expect(event.changed.purchaseOrders.map((po) => po.id)).toEqual([changes!.added[0]!.id]);
    });

    it('replaces a pending shipment’s POs with the file’s', () => {
      const shipment = shipmentAt();
      const kept = purchaseOrder(shipment, { poNumber: 'PO-1' });
      const dropped = purchaseOrder(shipment, { poNumber: 'PO-OLD' });
      const changes = shipment.schedule({ ...plan, poNumbers: ['PO-1', 'PO-2'] }, false, [kept, dropped], actor, now);
      expect(changes?.removed).toEqual([dropped]);
      expect(changes?.added.map((po) => po.poNumber)).toEqual(['PO-2']);
      expect(onlyEvent(shipment, 'ShipmentScheduled').changed.purchaseOrders.map((po) => po.poNumber)).toEqual(['PO-1', 'PO-2']);
    });

    it('changes and records nothing when the file says what the shipment holds', () => {
      const shipment = shipmentAt({ containerDoor: '2B', dockLocation: 'Dock B', estimatedCompletion: new Date(plan.estimatedCompletion) });
      const unchanged = { ...shipment.record };
      expect(shipment.schedule(plan, false, [purchaseOrder(shipment, { poNumber: 'PO-1' })], actor, now)).toBeNull();
      expect(shipment.getUncommittedEvents()).toHaveLength(0);
      expect(shipment.record).toEqual(unchanged);
    });

    it('refuses a shipment past pending', () => {
      const shipment = shipmentAt({ status: 'container_checkin', workflowStep: 'container_checkin' });
      expectRefusal(shipment, () => shipment.schedule(plan, false, [], actor, now), workflowConflict('Shipment TMP-1 is at Container Check-In; a schedule import expects Pending.'));
    });

    it('refuses a PO number of another shipment', () => {
      const shipment = shipmentAt();
      expectRefusal(
        shipment,
        () => shipment.schedule(plan, true, [purchaseOrder(otherShipmentId, { poNumber: 'PO-1' })], actor, now),
        new DomainError('conflict', 'PO PO-1 already belongs to another shipment.'),
      );
    });
  });

  describe('addPurchaseOrder', () => {
    it('creates the PO with its appointment and records it', () => {
      const shipment = shipmentAt({ status: 'loading', workflowStep: 'loading' });
      const po = shipment.addPurchaseOrder('PO-9', before, [], actor, now);
      expect(po).toMatchObject({ poNumber: 'PO-9', shipmentId: shipment.record.id, appointmentAt: before, lateFeesOwed: '0.00' });
      const event = onlyEvent(shipment, 'PurchaseOrderAdded');
      expect(event.details).toEqual({ purchaseOrderId: po.id, poNumber: 'PO-9', appointmentAt: before.toISOString() });
      expect(event.changed.purchaseOrder).toMatchObject({ id: po.id, poNumber: 'PO-9', appointmentAt: before.toISOString() });
      expect(shipment.record.updatedAt).toEqual(now);
    });

    it('refuses a completed shipment', () => {
      const shipment = shipmentAt({ status: 'completed', workflowStep: 'completed' });
      expectRefusal(shipment, () => shipment.addPurchaseOrder('PO-9', null, [], actor, now), workflowConflict('Shipment TMP-1 is completed; no PO can be added to it.'));
    });

    it.each([
      ['the shipment holds already', (shipment: ShipmentAggregate) => shipment.record.id, 'PO PO-1 is already on shipment TMP-1.'],
      ['of another shipment', () => otherShipmentId, 'PO PO-1 already belongs to another shipment.'],
    ])('refuses a number %s', (_case, holder, message) => {
      const shipment = shipmentAt();
      const known = [purchaseOrder(holder(shipment))];
      expectRefusal(shipment, () => shipment.addPurchaseOrder('PO-1', null, known, actor, now), new DomainError('conflict', message));
    });

    it('refuses a number of the wrong form', () => {
      const shipment = shipmentAt();
      expectRefusal(shipment, () => shipment.addPurchaseOrder('-PO', null, [], actor, now), new DomainError('invalid', poNumberFormatMessage('-PO')));
    });
  });

  describe('checkInTruck', () => {
    it('stamps the check-in, charges the late fee from the appointment and reaches 20%', () => {
      const shipment = shipmentAt({ status: 'container_checkin', workflowStep: 'container_checkin', progressPercentage: 10 });
      const po = purchaseOrder(shipment, { appointmentAt: new Date('2026-11-21T08:30:00Z') });
      shipment.checkInTruck(po, truck, 50, actor, now);
      expect(po).toMatchObject({ driverName: 'Dana', checkInTime: now, lateFeesOwed: '100.00', updatedAt: now });
      expect(shipment.record).toMatchObject({ workflowStep: 'truck_checkin', progressPercentage: 20 });
      const event = onlyEvent(shipment, 'TruckCheckedIn');
      expect(event.details).toEqual({
        purchaseOrderId: po.id,
        poNumber: 'PO-1',
        driverName: 'Dana',
        driverPhone: '555-0100',
        truckColor: 'Blue',
        truckNumber: 'TRK-7',
        otrDoor: 'OTR-2',
        checkInTime: now.toISOString(),
        lateFeesOwed: '100.00',
        lateFeeReason: '2 started hours × $50',
        appointmentUsed: '2026-11-21T08:30:00.000Z',
      });
      expect(event.changed.purchaseOrder).toMatchObject({ id: po.id, checkInTime: now.toISOString(), driverName: 'Dana', lateFeesOwed: '100.00' });
    });

    it('refuses a truck already checked in', () => {
      const shipment = shipmentAt({ status: 'truck_checkin', workflowStep: 'truck_checkin' });
      const po = purchaseOrder(shipment, { checkInTime: before });
      expectRefusal(shipment, () => shipment.checkInTruck(po, truck, 50, actor, now), new DomainError('conflict', 'The truck for PO PO-1 is already checked in.'));
    });

    it('refuses a shipment not checked in yet', () => {
      const shipment = shipmentAt();
      expectRefusal(
        shipment,
        () => shipment.checkInTruck(purchaseOrder(shipment), truck, 50, actor, now),
        workflowConflict('Shipment TMP-1 is at Pending; truck check-in expects Container Check-In, Truck Check-In or BOL Entry.'),
      );
    });

    it('refuses a PO of another shipment', () => {
      const shipment = shipmentAt({ status: 'container_checkin', workflowStep: 'container_checkin' });
      expectRefusal(
        shipment,
        () => shipment.checkInTruck(purchaseOrder(otherShipmentId), truck, 50, actor, now),
        new DomainError('invalid', 'PO PO-1 does not belong to this shipment.'),
      );
    });
  });

  describe('recordBillOfLading', () => {
    const checkedIn = () => {
      const shipment = shipmentAt({ status: 'truck_checkin', workflowStep: 'truck_checkin', progressPercentage: 20 });
      return { shipment, po: purchaseOrder(shipment, { checkInTime: before }) };
    };

    it('stores the weights with two places and reaches 30%', () => {
      const { shipment, po } = checkedIn();
      shipment.recordBillOfLading(po, bol, actor, now);
      expect(po).toMatchObject({ pieces: 120, pallets: 10, netWeight: '1500.50', grossWeight: '1720.25' });
      expect(shipment.record).toMatchObject({ workflowStep: 'bol_entry', progressPercentage: 30 });
      const event = onlyEvent(shipment, 'BillOfLadingRecorded');
      expect(event.details).toEqual({ purchaseOrderId: po.id, poNumber: 'PO-1', pieces: 120, pallets: 10, netWeight: '1500.50', grossWeight: '1720.25' });
      expect(event.changed.purchaseOrder).toMatchObject({ id: po.id, pieces: 120, netWeight: '1500.50' });
    });

    it('refuses a PO whose truck is not in', () => {
      const { shipment } = checkedIn();
      expectRefusal(shipment, () => shipment.recordBillOfLading(purchaseOrder(shipment), bol, actor, now), new DomainError('conflict', 'PO PO-1 has no truck checked in yet.'));
    });

    it.each([
      [{ ...bol, netWeight: '0' }, 'Net weight must be greater than 0', 'netWeight'],
      [{ ...bol, grossWeight: '0.05' }, 'Gross weight must be greater than 0', 'grossWeight'],
      [{ ...bol, grossWeight: '1500.50' }, 'Gross weight must be greater than net weight', 'grossWeight'],
    ])('refuses weights %j', (weights, message, field) => {
      const { shipment, po } = checkedIn();
      expectRefusal(shipment, () => shipment.recordBillOfLading(po, weights, actor, now), new DomainError('invalid', message, undefined, field));
    });

    it('refuses a shipment at loading', () => {
      const shipment = shipmentAt({ status: 'loading', workflowStep: 'loading' });
      expectRefusal(
        shipment,
        () => shipment.recordBillOfLading(purchaseOrder(shipment, { checkInTime: before }), bol, actor, now),
        workflowConflict('Shipment TMP-1 is at Loading; BOL entry expects Truck Check-In or BOL Entry.'),
      );
    });
  });

  describe('assignCrew', () => {
    it('creates the assignment and moves the shipment to loading', () => {
      const shipment = shipmentAt({ status: 'bol_entry', workflowStep: 'bol_entry', progressPercentage: 30 });
      const assignment = shipment.assignCrew(crew, actor, now);
      expect(assignment).toMatchObject({ shipmentId: shipment.record.id, ...crew, instructionsSent: false, sentAt: null, createdAt: now });
      expect(shipment.record).toMatchObject({ workflowStep: 'loading', progressPercentage: 30 });
      const event = onlyEvent(shipment, 'CrewAssigned');
      expect(event.details).toEqual({ assignmentId: assignment.id, otrDriverId: crew.otrDriverId, forkliftOperatorId: crew.forkliftOperatorId, otrDoorAssignment: 'OTR-3' });
      expect(event.changed.assignment).toMatchObject({ id: assignment.id, instructions: 'Heavy first', instructionsSent: false });
    });

    it('refuses a shipment without its bill of lading', () => {
      const shipment = shipmentAt({ status: 'truck_checkin', workflowStep: 'truck_checkin' });
      expectRefusal(shipment, () => shipment.assignCrew(crew, actor, now), workflowConflict('Shipment TMP-1 is at Truck Check-In; OTR assignment expects BOL Entry.'));
    });
  });

  describe('sendInstructions', () => {
    const assignmentOf = (shipmentId: string): OtrAssignmentRow => ({
      id: '00000000-0000-4000-8000-0000000000a5',
      shipmentId,
      ...crew,
      instructionsSent: false,
      sentAt: null,
      driverOpenedAt: null,
      forkliftOperatorOpenedAt: null,
      createdAt: before,
    });

    it('marks the instructions sent at now', () => {
      const shipment = shipmentAt({ status: 'loading', workflowStep: 'loading' });
      const assignment = assignmentOf(shipment.record.id);
      shipment.sendInstructions(assignment, actor, now);
      expect(assignment).toMatchObject({ instructionsSent: true, sentAt: now });
      const event = onlyEvent(shipment, 'InstructionsSent');
      expect(event.details).toEqual({ assignmentId: assignment.id, sentAt: now.toISOString() });
      expect(event.changed.assignment).toMatchObject({ id: assignment.id, instructionsSent: true, sentAt: now.toISOString() });
    });

    it('refuses another shipment’s assignment', () => {
      const shipment = shipmentAt({ status: 'loading', workflowStep: 'loading' });
      expectRefusal(shipment, () => shipment.sendInstructions(assignmentOf(otherShipmentId), actor, now), new DomainError('invalid', 'This OTR assignment belongs to another shipment.'));
    });
  });

  describe('confirmCount', () => {
    it('creates the confirmation with the discrepancy against the PO’s pieces', () => {
      const shipment = shipmentAt({ status: 'loading', workflowStep: 'loading' });
      const po = purchaseOrder(shipment, { pieces: 120 });
      const confirmation = shipment.confirmCount(po, 118, 'two short', actor, now);
      expect(confirmation).toMatchObject({ poId: po.id, expectedQuantity: 120, actualQuantity: 118, discrepancy: -2, discrepancyFlag: true, confirmedBy: actor, confirmedAt: now, notes: 'two short' });
      const event = onlyEvent(shipment, 'CountConfirmed');
      expect(event.details).toEqual({ confirmationId: confirmation.id, purchaseOrderId: po.id, poNumber: 'PO-1', expectedQuantity: 120, actualQuantity: 118, discrepancy: -2 });
      expect(event.changed.confirmation).toMatchObject({ id: confirmation.id, discrepancy: -2, discrepancyFlag: true });
    });

    it('refuses a PO of another shipment, under the PO field', () => {
      const shipment = shipmentAt({ status: 'loading', workflowStep: 'loading' });
      expectRefusal(
        shipment,
        () => shipment.confirmCount(purchaseOrder(otherShipmentId, { pieces: 5 }), 5, null, actor, now),
        new DomainError('invalid', 'PO PO-1 does not belong to this shipment.', undefined, 'poId'),
      );
    });

    it('refuses a PO without a bill of lading', () => {
      const shipment = shipmentAt({ status: 'loading', workflowStep: 'loading' });
      expectRefusal(
        shipment,
        () => shipment.confirmCount(purchaseOrder(shipment), 5, null, actor, now),
        new DomainError('conflict', 'PO PO-1 has no bill of lading yet, so there is no expected count.'),
      );
    });

    it('refuses a shipment not loading yet', () => {
      const shipment = shipmentAt({ status: 'bol_entry', workflowStep: 'bol_entry' });
      expectRefusal(
        shipment,
        () => shipment.confirmCount(purchaseOrder(shipment, { pieces: 5 }), 5, null, actor, now),
        workflowConflict('Shipment TMP-1 is at BOL Entry; count confirmation expects Loading or Completed.'),
      );
    });
  });

  describe('recordLoadingRow', () => {
    const loading = () => shipmentAt({ status: 'loading', workflowStep: 'loading', progressPercentage: 30 });
    const rows = (...numbers: number[]) => numbers.map((rowNumber) => ({ rowNumber }));

    it('creates the row and sets progress to 30 + rows recorded x 3.5, rounded', () => {
      const shipment = loading();
      const row = shipment.recordLoadingRow(7, 'tight', rows(1, 2), actor, now);
      expect(row).toMatchObject({ shipmentId: shipment.record.id, rowNumber: 7, notes: 'tight', operatorId: actor, completedAt: now, createdAt: now });
      expect(shipment.record).toMatchObject({ workflowStep: 'loading', progressPercentage: 41, actualCompletion: null });
      const event = onlyEvent(shipment, 'LoadingRowRecorded');
      expect(event.details).toEqual({ rowNumber: 7, rowsRecorded: 3, progressPercentage: 41, notes: 'tight' });
      expect(event.changed.row).toEqual({ id: row.id, shipmentId: shipment.record.id, rowNumber: 7, notes: 'tight', operatorId: actor, completedAt: now.toISOString(), createdAt: now.toISOString() });
    });

    it('never moves progress backwards: the first row after the BOL’s 30% is 34%, each next row higher', () => {
      const shipment = loading();
      const seen = [shipment.record.progressPercentage];
      for (let rowNumber = 1; rowNumber <= 20; rowNumber += 1) {
        shipment.recordLoadingRow(rowNumber, null, rows(...Array.from({ length: rowNumber - 1 }, (_, index) => index + 1)), actor, now);
        seen.push(shipment.record.progressPercentage);
      }
      expect(seen[1]).toBe(34);
      expect(seen.at(-1)).toBe(100);
      expect(seen.every((value, index) => index === 0 || value > seen[index - 1]!)).toBe(true);
    });

    it('completes the shipment with the 20th row', () => {
      const shipment = loading();
      shipment.recordLoadingRow(20, null, rows(...Array.from({ length: 19 }, (_, index) => index + 1)), actor, now);
      expect(shipment.record).toMatchObject({ status: 'completed', workflowStep: 'completed', progressPercentage: 100, actualCompletion: now });
      expect(onlyEvent(shipment, 'LoadingRowRecorded').details).toEqual({ rowNumber: 20, rowsRecorded: 20, progressPercentage: 100, notes: null });
    });

    it('refuses a row recorded already', () => {
      const shipment = loading();
      expectRefusal(shipment, () => shipment.recordLoadingRow(2, null, rows(1, 2), actor, now), new DomainError('conflict', 'Row 2 of shipment TMP-1 is already recorded.'));
    });

    it('refuses a shipment not loading', () => {
      const shipment = shipmentAt({ status: 'bol_entry', workflowStep: 'bol_entry' });
      expectRefusal(shipment, () => shipment.recordLoadingRow(1, null, [], actor, now), workflowConflict('Shipment TMP-1 is at BOL Entry; container loading expects Loading.'));
    });
  });

  describe('releaseDriver', () => {
    it('stamps the release of a completed shipment’s driver', () => {
      const shipment = shipmentAt({ status: 'completed', workflowStep: 'completed' });
      const po = purchaseOrder(shipment, { checkInTime: before });
      shipment.releaseDriver(po, actor, now);
      expect(po).toMatchObject({ releasedAt: now, updatedAt: now });
      const event = onlyEvent(shipment, 'DriverReleased');
      expect(event.details).toEqual({ purchaseOrderId: po.id, poNumber: 'PO-1', releasedAt: now.toISOString() });
      expect(event.changed.purchaseOrder).toMatchObject({ id: po.id, releasedAt: now.toISOString() });
    });

    it('refuses a driver released already', () => {
      const shipment = shipmentAt({ status: 'completed', workflowStep: 'completed' });
      expectRefusal(
        shipment,
        () => shipment.releaseDriver(purchaseOrder(shipment, { checkInTime: before, releasedAt: before }), actor, now),
        new DomainError('conflict', 'The driver for PO PO-1 was already released.'),
      );
    });

    it('refuses a PO whose truck never checked in: there is no driver to release', () => {
      const shipment = shipmentAt({ status: 'completed', workflowStep: 'completed' });
      expectRefusal(
        shipment,
        () => shipment.releaseDriver(purchaseOrder(shipment), actor, now),
        new DomainError('conflict', 'No truck has checked in for PO PO-1; there is no driver to release.'),
      );
    });

    it('refuses before the shipment is completed', () => {
      const shipment = shipmentAt({ status: 'loading', workflowStep: 'loading' });
      expectRefusal(shipment, () => shipment.releaseDriver(purchaseOrder(shipment), actor, now), workflowConflict('Shipment TMP-1 is at Loading; driver release expects Completed.'));
    });
  });

  describe('editDetails', () => {
    it('records each changed field as text, and the overlay follows a passed ETA', () => {
      const shipment = shipmentAt({ status: 'loading', workflowStep: 'loading', containerDoor: '1A', sealNumber: 'S-1' });
      shipment.editDetails({ containerDoor: '2B', sealNumber: 'S-1', estimatedCompletion: before, notes: undefined }, actor, now);
      expect(shipment.record).toMatchObject({ containerDoor: '2B', estimatedCompletion: before, status: 'delayed', workflowStep: 'loading', updatedAt: now });
      const event = onlyEvent(shipment, 'ShipmentDetailsEdited');
      expect(event.details).toEqual({ changes: { containerDoor: { from: '1A', to: '2B' }, estimatedCompletion: { from: null, to: before.toISOString() } } });
      expect(event.changed).toEqual({});
    });

    it('records nothing when nothing changes', () => {
      const shipment = shipmentAt({ containerDoor: '1A', estimatedCompletion: new Date(before) });
      const unchanged = { ...shipment.record };
      shipment.editDetails({ containerDoor: '1A', estimatedCompletion: new Date(before) }, actor, now);
      expect(shipment.getUncommittedEvents()).toHaveLength(0);
      expect(shipment.record).toEqual(unchanged);
    });
  });
});
