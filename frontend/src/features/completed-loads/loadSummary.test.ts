import { describe, expect, it } from '@jest/globals';
import { setSiteTimeZone } from '../../lib/siteTime';
import { countResult, efficiencyTone, LOAD_ROW_COLUMNS, loadSummaryRow } from './loadSummary';
import { aCompletedLoad } from './testing/fixtures';

describe('completed load summary', () => {
  it('colours the efficiency badge green at 90 or more, yellow at 75 or more, else red (docs/product.md §16.3)', () => {
    expect([100, 90, 89, 75, 74, 60].map(efficiencyTone)).toEqual(['green', 'green', 'gold', 'gold', 'red', 'red']);
  });

  it('names a count’s result', () => {
    expect(countResult(null)).toBe('Not counted');
    expect(countResult({ expectedQuantity: 40, actualQuantity: 38, discrepancy: -2, confirmedAt: null })).toBe('38 of 40 (Shortage \u22122)');
    expect(countResult({ expectedQuantity: 40, actualQuantity: 41, discrepancy: 1, confirmedAt: null })).toBe('41 of 40 (Overage +1)');
    expect(countResult({ expectedQuantity: 40, actualQuantity: 40, discrepancy: 0, confirmedAt: null })).toBe('40 of 40 (Perfect Count)');
  });

  it('copies one tab-separated row that a spreadsheet pastes as one row, times on the site clock', () => {
    setSiteTimeZone('America/Chicago');
    const first = aCompletedLoad().purchaseOrders[0];
    const row = loadSummaryRow(
      aCompletedLoad({
        sealNumber: 'SEAL\t9',
        purchaseOrders: [first, { ...first, poNumber: 'PO-2', driverName: 'Ann Lee', truckNumber: 'TRK-9', checkInTime: '2026-11-21T09:30:00.000Z', count: null }],
      }),
    );

    expect(row).not.toMatch(/[\r\n]/);
    const cells = row.split('\t');
    expect(cells).toHaveLength(LOAD_ROW_COLUMNS.length);
    const cell = (column: (typeof LOAD_ROW_COLUMNS)[number]) => cells[LOAD_ROW_COLUMNS.indexOf(column)];
    expect(cell('TMP Number')).toBe('TMP-1001');
    expect(cell('Seal Number')).toBe('SEAL 9');
    expect(cell('Completed')).toBe('2026-11-21 08:00');
    expect(cell('PO Numbers')).toBe('PO-1, PO-2');
    expect(cell('Pieces')).toBe('40');
    expect(cell('Net Weight (lbs)')).toBe('1000.00');
    expect(cell('Drivers')).toBe('Sam Carter, Ann Lee');
    expect(cell('Truck Check-In')).toBe('2026-11-21 03:30');
    expect(cell('Released')).toBe('');
    expect(cell('Counted')).toBe('38');
    expect(cell('Discrepancy')).toBe('-2');
    expect(cell('Late Fees')).toBe('50.00');
    expect(cell('Loading Minutes')).toBe('200');
  });

  it('pastes typed text that starts like a formula as text, and keeps a negative discrepancy a number', () => {
    const first = aCompletedLoad().purchaseOrders[0];
    const row = loadSummaryRow(
      aCompletedLoad({
        tmpNumber: '=HYPERLINK("http://evil","x")',
        sealNumber: '+1+1',
        purchaseOrders: [{ ...first, poNumber: '@PO', driverName: '-Sam', truckColor: null, truckNumber: '=T1' }],
      }),
    );
    const cells = row.split('\t');
    const cell = (column: (typeof LOAD_ROW_COLUMNS)[number]) => cells[LOAD_ROW_COLUMNS.indexOf(column)];
    expect(cell('TMP Number')).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(cell('Seal Number')).toBe("'+1+1");
    expect(cell('PO Numbers')).toBe("'@PO");
    expect(cell('Drivers')).toBe("'-Sam");
    expect(cell('Trucks')).toBe("'=T1");
    expect(cell('Discrepancy')).toBe('-2');
  });
});
