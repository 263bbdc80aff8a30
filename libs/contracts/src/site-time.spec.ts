import { excelSerial, fromSiteInput, isoWithOffset, siteDate, toSiteInput } from './site-time.js';

describe('site time (docs/product.md §15)', () => {
  const chicago = 'America/Chicago';

  it('reads a datetime-local value on the site clock, whatever zone the reader runs in', () => {
    // 3:00 PM in Chicago is 21:00 UTC in November (CST) and 20:00 UTC in July (CDT).
    expect(fromSiteInput('2026-11-18T15:00', chicago)?.toISOString()).toBe('2026-11-18T21:00:00.000Z');
    expect(fromSiteInput('2026-07-01T15:00', chicago)?.toISOString()).toBe('2026-07-01T20:00:00.000Z');
    expect(fromSiteInput('next tuesday', chicago)).toBeNull();
  });

  it('shows an instant on the site clock, and round-trips through the input', () => {
    const at = new Date('2026-11-18T21:00:00.000Z');
    expect(toSiteInput(at, chicago)).toBe('2026-11-18T15:00');
    expect(toSiteInput(at, 'Asia/Tokyo')).toBe('2026-11-19T06:00');
    expect(fromSiteInput(toSiteInput(at, 'Asia/Tokyo'), 'Asia/Tokyo')?.getTime()).toBe(at.getTime());
    expect(siteDate(at, 'Asia/Tokyo')).toBe('2026-11-19');
  });

  it('writes ISO 8601 with the offset, and Excel serials of the wall clock', () => {
    expect(isoWithOffset(new Date('2026-11-18T21:00:00.000Z'), chicago)).toBe('2026-11-18T15:00:00-06:00');
    expect(isoWithOffset(new Date('2026-07-01T20:00:00.000Z'), chicago)).toBe('2026-07-01T15:00:00-05:00');
    expect(isoWithOffset(new Date('2026-11-18T21:00:00.000Z'), 'Asia/Kolkata')).toBe('2026-11-19T02:30:00+05:30');
    // Excel counts days from 1899-12-30: 2026-11-18 is day 46344, and 15:00 is 15/24 of it.
    expect(excelSerial(new Date('2026-11-18T21:00:00.000Z'), chicago)).toBe(46344 + 15 / 24);
  });
});
