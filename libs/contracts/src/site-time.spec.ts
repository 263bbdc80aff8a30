import { excelSerial, fromSiteInput, isCalendarDate, isoWithOffset, isWithinStoredYears, siteDate, toSiteInput, wallClockAt, wallClockToInstant } from './site-time.js';

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

  it('finds the right instant every minute across offset changes, whole-hour and half-hour ones', () => {
    const changes = [
      ['America/Chicago', '2026-03-08T07:00:00Z'],
      ['America/Chicago', '2026-11-01T06:00:00Z'],
      // Lord Howe Island moves by 30 minutes, at 2:00 local.
      ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T15:00:00Z'],
    ] as const;
    for (const [zone, around] of changes) {
      for (let minute = -150; minute <= 150; minute++) {
        const at = new Date(Date.parse(around) + minute * 60_000);
        const shown = wallClockAt(at, zone);
        // A wall clock shown twice (the hour repeated in autumn) may answer either instant; it must show the same time.
        expect(wallClockAt(wallClockToInstant(shown, zone), zone)).toEqual(shown);
      }
    }
  });

  it('tells a day of the calendar from one that rolls over', () => {
    expect(isCalendarDate(2028, 2, 29)).toBe(true);
    expect(isCalendarDate(2026, 12, 31)).toBe(true);
    expect(isCalendarDate(1, 1, 1)).toBe(true);
    expect(isCalendarDate(2026, 2, 29)).toBe(false);
    expect(isCalendarDate(2026, 2, 30)).toBe(false);
    expect(isCalendarDate(2026, 11, 31)).toBe(false);
    expect(isCalendarDate(2026, 13, 1)).toBe(false);
    expect(isCalendarDate(2026, 1, 0)).toBe(false);
  });

  it('keeps instants to the years 0001-9999', () => {
    expect(isWithinStoredYears(new Date('9999-12-31T23:59:59Z'))).toBe(true);
    expect(isWithinStoredYears(new Date('0001-01-01T00:00:00Z'))).toBe(true);
    expect(isWithinStoredYears(new Date('9999-12-31T23:59:59-23:59'))).toBe(false);
    expect(isWithinStoredYears(new Date('0001-01-01T00:00:00+01:00'))).toBe(false);
  });
});
