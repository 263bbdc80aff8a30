import type { LoadingRow, PublicUser, PurchaseOrder, Shipment, SiteInfo } from '@dockflow/contracts';

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

export function aPurchaseOrder(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    id: 'b1f3c2d4-0000-4000-8000-000000000001',
    poNumber: 'PO-2001',
    shipmentId: 'shipment-1',
    pieces: null,
    pallets: null,
    netWeight: null,
    grossWeight: null,
    driverName: null,
    driverPhone: null,
    driverEmail: null,
    truckColor: null,
    truckNumber: null,
    otrDoor: null,
    appointmentAt: null,
    checkInTime: null,
    lateFeesOwed: '0.00',
    releasedAt: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

/** A purchase order whose truck is checked in. */
export function aCheckedInPurchaseOrder(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return aPurchaseOrder({
    driverName: 'Sam Carter',
    driverPhone: '555-0100',
    truckColor: 'Blue',
    truckNumber: 'TRK-88',
    otrDoor: 'OTR-2',
    checkInTime: '2026-11-21T10:00:00.000Z',
    ...overrides,
  });
}

export function aLoadingRow(rowNumber: number, overrides: Partial<LoadingRow> = {}): LoadingRow {
  return {
    id: `row-${rowNumber}`,
    shipmentId: 'shipment-1',
    rowNumber,
    notes: null,
    operatorId: 'user-1',
    completedAt: '2026-11-21T11:00:00.000Z',
    createdAt: '2026-11-21T11:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/site: a site in Chicago named Dock A, in its day shift until `endsAt`. */
export function aSite(shift: Partial<SiteInfo['shift']> = {}, overrides: Partial<SiteInfo> = {}): SiteInfo {
  return {
    timeZone: 'America/Chicago',
    name: 'Dock A',
    shift: { name: 'Day Shift', startedAt: '2026-11-18T12:00:00.000Z', endsAt: '2026-11-19T00:00:00.000Z', ...shift },
    ...overrides,
  };
}
