import { describe, expect, it } from '@jest/globals';
import { grossExceedsNet, tareWeight, toBolEntryRequest } from './bolEntryRequest';

describe('BOL weights', () => {
  it('computes the tare weight as gross minus net, to the hundredth of a pound', () => {
    expect(tareWeight(1000.05, 1200.1)).toBe(200.05);
    expect(tareWeight(1000, 900)).toBe(-100);
    expect(tareWeight(null, 1200)).toBeNull();
    expect(tareWeight(1000, undefined)).toBeNull();
  });

  it('requires the gross weight to exceed the net weight', () => {
    expect(grossExceedsNet(1000, 1000.01)).toBe(true);
    expect(grossExceedsNet(1000, 1000)).toBe(false);
    expect(grossExceedsNet(0.1 + 0.2, 0.3)).toBe(false);
  });

  it('sends weights as strings with 2 places', () => {
    expect(toBolEntryRequest({ poNumber: 'PO-1', pieces: 120, pallets: 6, netWeight: 1000.005, grossWeight: 1200 })).toEqual({
      pieces: 120,
      pallets: 6,
      netWeight: '1000.01',
      grossWeight: '1200.00',
    });
  });
});
