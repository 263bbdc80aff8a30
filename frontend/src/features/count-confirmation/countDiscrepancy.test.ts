import { describe, expect, it } from '@jest/globals';
import { countDiscrepancy, describeDiscrepancy } from './countDiscrepancy';

describe('countDiscrepancy (docs/product.md §3.7)', () => {
  it('is actual minus expected: positive an Overage, negative a Shortage', () => {
    expect(countDiscrepancy(100, 102)).toEqual({ discrepancy: 2, label: 'Overage' });
    expect(countDiscrepancy(100, 97)).toEqual({ discrepancy: -3, label: 'Shortage' });
  });

  it('is a Perfect Count at zero only with both quantities positive', () => {
    expect(countDiscrepancy(100, 100)).toEqual({ discrepancy: 0, label: 'Perfect Count' });
    expect(countDiscrepancy(0, 0)).toEqual({ discrepancy: 0, label: null });
  });

  it('waits for both quantities', () => {
    expect(countDiscrepancy(100, null)).toBeNull();
    expect(countDiscrepancy(undefined, 5)).toBeNull();
  });

  it('says it in words', () => {
    expect(describeDiscrepancy({ discrepancy: -3, label: 'Shortage' })).toBe('Shortage of 3');
    expect(describeDiscrepancy({ discrepancy: 0, label: 'Perfect Count' })).toBe('Perfect Count');
    expect(describeDiscrepancy({ discrepancy: 0, label: null })).toBe('No discrepancy');
  });
});
