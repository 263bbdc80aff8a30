import { efficiencyScore, shipmentStatusLabel } from './enums.js';

describe('efficiencyScore (docs/product.md §16.3)', () => {
  it.each([
    [0, 100],
    [240, 100],
    [241, 95],
    [300, 95],
    [301, 90],
    [600, 70],
    [24 * 60, 60],
  ])('%i minutes of loading scores %i', (minutes, score) => {
    expect(efficiencyScore(minutes)).toBe(score);
  });
});

describe('shipmentStatusLabel (docs/product.md §3.1)', () => {
  it('labels known statuses and shows unknown ones as Pending', () => {
    expect(shipmentStatusLabel('bol_entry')).toBe('BOL Entry');
    expect(shipmentStatusLabel('teleported')).toBe('Pending');
    expect(shipmentStatusLabel(null)).toBe('Pending');
  });
});
