import type { PublicUser, Shipment } from '@dockflow/contracts';

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'user-1',
    username: 'jdoe',
    email: 'jdoe@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    profileImageUrl: null,
    role: 'operator',
    crewFunctions: [],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function aShipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 'shipment-1',
    tmpNumber: 'TMP-1001',
    status: 'container_checkin',
    workflowStep: 'container_checkin',
    containerDoor: '1A',
    dockLocation: 'Dock A',
    floorLeadId: null,
    sealNumber: null,
    tempRecorderId: null,
    estimatedCompletion: null,
    actualCompletion: null,
    progressPercentage: 10,
    notes: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}
