import type { CompletedLoad } from '@dockflow/contracts';

export function aCompletedLoad(overrides: Partial<CompletedLoad> = {}): CompletedLoad {
  return {
    shipmentId: 'shipment-1',
    tmpNumber: 'TMP-1001',
    containerDoor: '1A',
    dockLocation: 'Dock A',
    sealNumber: 'SEAL-9',
    completedAt: '2026-11-21T14:00:00.000Z',
    purchaseOrders: [
      {
        poNumber: 'PO-1',
        pieces: 40,
        pallets: 8,
        netWeight: '1000.00',
        grossWeight: '1100.50',
        driverName: 'Sam Carter',
        truckColor: 'Blue',
        truckNumber: 'TRK-88',
        lateFeesOwed: '50.00',
        checkInTime: '2026-11-21T10:00:00.000Z',
        releasedAt: null,
        count: { expectedQuantity: 40, actualQuantity: 38, discrepancy: -2, confirmedAt: '2026-11-21T14:10:00.000Z' },
      },
    ],
    totals: { pieces: 40, pallets: 8, netWeight: '1000.00', grossWeight: '1100.50', lateFees: '50.00' },
    loadingStartedAt: '2026-11-21T10:40:00.000Z',
    loadingFinishedAt: '2026-11-21T14:00:00.000Z',
    loadingMinutes: 200,
    efficiencyScore: 100,
    ...overrides,
  };
}
