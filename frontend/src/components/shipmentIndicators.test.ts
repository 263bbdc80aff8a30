import { describe, expect, it } from '@jest/globals';
import { shipmentStatusLabel } from '@dockflow/contracts';
import { clampProgress, progressTone, rowDotTone, statusTagColor } from './shipmentIndicators';

describe('shipment indicators (docs/product.md §3.1, §3.4)', () => {
  it('clamps progress to 0-100', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(null)).toBe(0);
    expect(clampProgress(Number.NaN)).toBe(0);
  });

  it('colours progress green at 75 or more, yellow at 50 or more, red below', () => {
    expect(progressTone(100)).toBe('green');
    expect(progressTone(75)).toBe('green');
    expect(progressTone(74)).toBe('yellow');
    expect(progressTone(50)).toBe('yellow');
    expect(progressTone(49)).toBe('red');
    expect(progressTone(0)).toBe('red');
    expect(progressTone(250)).toBe('green');
  });

  it('colours the row dot green when completed, red when delayed, yellow otherwise', () => {
    expect(rowDotTone('completed')).toBe('green');
    expect(rowDotTone('delayed')).toBe('red');
    expect(rowDotTone('loading')).toBe('yellow');
    expect(rowDotTone(undefined)).toBe('yellow');
  });

  it('labels unknown statuses Pending, with the Pending colour', () => {
    expect(shipmentStatusLabel('bol_entry')).toBe('BOL Entry');
    expect(shipmentStatusLabel('teleported')).toBe('Pending');
    expect(statusTagColor('teleported')).toBe(statusTagColor('pending'));
  });
});
