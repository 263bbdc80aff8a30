import { describe, expect, it } from '@jest/globals';
import type { TruckerBoardRow } from '@dockflow/contracts';
import { aShipment } from '../../test/fixtures';
import { doorTiles } from './doorTiles';

function aTruck(overrides: Partial<TruckerBoardRow>): TruckerBoardRow {
  return {
    purchaseOrderId: 'po-1',
    poNumber: 'PO-1',
    shipmentId: 'a',
    tmpNumber: 'TMP-A',
    shipmentStatus: 'loading',
    driverName: 'Sam',
    driverPhone: null,
    truckColor: 'Blue',
    truckNumber: 'T-1',
    otrDoor: 'OTR-1',
    checkInTime: '2026-11-21T10:00:00.000Z',
    releasedAt: null,
    waitMinutes: 10,
    lateFeesOwed: '0.00',
    canRelease: false,
    ...overrides,
  };
}

describe('door tiles (docs/product.md §9)', () => {
  it('has one tile per door, free when no checked-in shipment is at it', () => {
    const tiles = doorTiles([aShipment({ id: 'scheduled', containerDoor: '2A', workflowStep: 'pending', status: 'pending' })], []);

    expect(tiles.map((tile) => tile.door)).toEqual(['1A', '2A', '3A', '1B', '2B', '3B', '1C', '2C', '3C']);
    expect(tiles.every((tile) => tile.shipment === undefined)).toBe(true);
  });

  it('shows the newest shipment at a door with its trucks not yet released', () => {
    const older = aShipment({ id: 'old', containerDoor: '1A', createdAt: '2026-11-21T08:00:00.000Z' });
    const newer = aShipment({ id: 'a', containerDoor: '1A', status: 'loading', workflowStep: 'loading', createdAt: '2026-11-21T09:00:00.000Z' });
    const trucks = [aTruck({}), aTruck({ purchaseOrderId: 'po-2', releasedAt: '2026-11-21T11:00:00.000Z' }), aTruck({ purchaseOrderId: 'po-3', shipmentId: 'old' })];

    const [tile] = doorTiles([older, newer], trucks);

    expect(tile.shipment?.id).toBe('a');
    expect(tile.trucks.map((truck) => truck.purchaseOrderId)).toEqual(['po-1']);
    expect(tile.late).toBe(false);
  });

  it('marks delayed shipments and late trucks', () => {
    const delayed = aShipment({ id: 'd', containerDoor: '1A', status: 'delayed', workflowStep: 'loading' });
    const feeOwed = aShipment({ id: 'f', containerDoor: '2A', workflowStep: 'truck_checkin', status: 'truck_checkin' });

    const tiles = doorTiles([delayed, feeOwed], [aTruck({ shipmentId: 'f', lateFeesOwed: '50.00' })]);

    expect(tiles[0].late).toBe(true);
    expect(tiles[1].late).toBe(true);
  });
});
