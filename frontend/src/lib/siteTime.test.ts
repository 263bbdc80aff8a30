import { describe, expect, it } from '@jest/globals';
import { formatDateTime, formatTime } from './format';
import { fromSiteDateTimeInput, setSiteTimeZone, toSiteDateTimeInput } from './siteTime';

describe('site time in the browser (docs/product.md §15)', () => {
  it('shows and reads times on the site clock, labelled, whatever zone the browser runs in', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('America/Chicago');
    setSiteTimeZone('America/Chicago');

    expect(formatDateTime('2030-03-05T21:00:00.000Z')).toBe('Mar 5, 2030, 3:00 PM CST');
    expect(formatDateTime('2030-07-05T20:00:00.000Z')).toBe('Jul 5, 2030, 3:00 PM CDT');
    expect(formatTime('2030-03-05T21:00:00.000Z')).toBe('3:00 PM');
    expect(toSiteDateTimeInput('2030-03-05T21:00:00.000Z')).toBe('2030-03-05T15:00');
    expect(fromSiteDateTimeInput('2030-03-06T09:30')).toBe('2030-03-06T15:30:00.000Z');
    expect(fromSiteDateTimeInput('')).toBeNull();
  });
});
