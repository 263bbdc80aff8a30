import { DomainError } from '../../../common/domain-error.js';
import { ShipmentAggregate, type ContainerDetails } from './shipment.aggregate.js';
import type { ShipmentRecord } from './shipment.entity.js';
import { ContainerCheckedIn } from './shipment.events.js';

const now = new Date('2026-11-21T10:00:00Z');
const details: ContainerDetails = {
  containerDoor: '1A',
  dockLocation: 'Dock A',
  floorLeadId: null,
  sealNumber: 'S-1',
  tempRecorderId: null,
  estimatedCompletion: null,
  notes: null,
};

function record(overrides: Partial<ShipmentRecord> = {}): ShipmentRecord {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    tmpNumber: 'TMP-1',
    status: 'pending',
    workflowStep: 'pending',
    progressPercentage: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  } as ShipmentRecord;
}

describe('ShipmentAggregate.checkInContainer', () => {
  it('moves a pending shipment to container_checkin at 10% and records the event', () => {
    const shipment = new ShipmentAggregate(record());
    shipment.checkInContainer(details, ['PO-1'], 'user-1', now);
    expect(shipment.record).toMatchObject({ status: 'container_checkin', workflowStep: 'container_checkin', progressPercentage: 10, sealNumber: 'S-1' });
    const [event] = shipment.getUncommittedEvents();
    expect(event).toBeInstanceOf(ContainerCheckedIn);
    expect(event!.payload()).toMatchObject({ tmpNumber: 'TMP-1', poNumbers: ['PO-1'] });
  });

  it('refuses a shipment past pending, naming both statuses, and records nothing', () => {
    const shipment = new ShipmentAggregate(record({ status: 'loading', workflowStep: 'loading', progressPercentage: 40 }));
    expect(() => shipment.checkInContainer(details, [], 'user-1', now)).toThrow(
      new DomainError('conflict', 'Shipment TMP-1 is at Loading; container check-in expects Pending.'),
    );
    expect(shipment.getUncommittedEvents()).toHaveLength(0);
    expect(shipment.record.progressPercentage).toBe(40);
  });

  it('shows delayed when the ETA has already passed, keeping the workflow step', () => {
    const shipment = new ShipmentAggregate(record());
    shipment.checkInContainer({ ...details, estimatedCompletion: new Date('2026-11-21T09:00:00Z') }, [], 'user-1', now);
    expect(shipment.record).toMatchObject({ status: 'delayed', workflowStep: 'container_checkin' });
  });
});
