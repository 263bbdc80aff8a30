import { describe, expect, it } from '@jest/globals';
import { efficiencyTone, loadSummaryText } from './loadSummary';
import { aCompletedLoad } from './testing/fixtures';

describe('completed load summary', () => {
  it('colours the efficiency badge green at 90 or more, yellow at 75 or more, else red (docs/product.md §16.3)', () => {
    expect([100, 90, 89, 75, 74, 60].map(efficiencyTone)).toEqual(['green', 'green', 'gold', 'gold', 'red', 'red']);
  });

  it('writes one Label: value field per line, every PO, then the totals', () => {
    const text = loadSummaryText(
      aCompletedLoad({
        sealNumber: null,
        purchaseOrders: [aCompletedLoad().purchaseOrders[0], { ...aCompletedLoad().purchaseOrders[0], poNumber: 'PO-2', driverName: null, lateFeesOwed: '0.00' }],
      }),
    );

    const fields = text.split('\n').filter(Boolean);
    expect(fields.every((line) => /^[A-Z][\w ()]*: .+$/.test(line))).toBe(true);
    expect(fields).toEqual(
      expect.arrayContaining([
        'Shipment: TMP-1001',
        'Container Door: 1A',
        'Seal Number: —',
        'PO Number: PO-1',
        'Net Weight (lbs): 1000.00',
        'Truck: Blue TRK-88',
        'Late Fee: $50.00',
        'PO Number: PO-2',
        'Driver: —',
        'Total Pieces: 40',
        'Total Gross Weight (lbs): 1100.50',
        'Total Late Fees: $50.00',
        'Loading Time: 3h 20m',
        'Efficiency Score: 100',
      ]),
    );
    expect(text.indexOf('PO-2')).toBeLessThan(text.indexOf('Total Pieces'));
  });
});
