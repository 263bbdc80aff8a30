import { describe, expect, it } from '@jest/globals';
import { formatDuration, formatMoney, formatWeight, owesLateFee, truckLabel } from './valueFormat';

describe('value formats', () => {
  it('shows late fees in dollars', () => {
    expect(formatMoney('150.00')).toBe('$150.00');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney(null)).toBe('—');
  });

  it('shows weights in pounds with 2 decimals', () => {
    expect(formatWeight('1200.5')).toBe('1,200.50 lbs');
    expect(formatWeight(null)).toBe('—');
  });

  it('shows durations in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(185)).toBe('3h 05m');
    expect(formatDuration(null)).toBe('—');
  });

  it('names a truck by colour and number', () => {
    expect(truckLabel('Blue', 'TRK-88')).toBe('Blue TRK-88');
    expect(truckLabel(null, 'TRK-88')).toBe('TRK-88');
    expect(truckLabel(null, null)).toBe('—');
  });

  it('knows when a late fee is owed', () => {
    expect(owesLateFee('50.00')).toBe(true);
    expect(owesLateFee('0.00')).toBe(false);
    expect(owesLateFee(null)).toBe(false);
  });
});
