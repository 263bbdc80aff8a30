import { shiftAt, type ShiftStart } from './site-shift.js';

describe("the site's shift (docs/product.md §2.3, §15)", () => {
  const chicago = 'America/Chicago';
  const dayAndNight: ShiftStart[] = [
    { name: 'Day Shift', minuteOfDay: 6 * 60 },
    { name: 'Night Shift', minuteOfDay: 18 * 60 },
  ];
  const shift = (iso: string, shifts = dayAndNight, zone = chicago) => {
    const found = shiftAt(new Date(iso), shifts, zone);
    return { name: found.name, startedAt: found.startedAt.toISOString(), endsAt: found.endsAt.toISOString() };
  };

  it("names the shift the site's clock is in, not the reader's", () => {
    // 9:00 and 21:00 in Chicago (CST, UTC-6).
    expect(shift('2026-11-18T15:00:00Z')).toEqual({ name: 'Day Shift', startedAt: '2026-11-18T12:00:00.000Z', endsAt: '2026-11-19T00:00:00.000Z' });
    expect(shift('2026-11-19T03:00:00Z')).toEqual({ name: 'Night Shift', startedAt: '2026-11-19T00:00:00.000Z', endsAt: '2026-11-19T12:00:00.000Z' });
    expect(shift('2026-11-19T03:00:00Z', dayAndNight, 'Asia/Tokyo').name).toBe('Day Shift');
  });

  it('runs a night shift on from the previous day before the first start of the day', () => {
    // 2:00 in Chicago: the night shift began at 18:00 the evening before.
    expect(shift('2026-11-19T08:00:00Z')).toEqual({ name: 'Night Shift', startedAt: '2026-11-19T00:00:00.000Z', endsAt: '2026-11-19T12:00:00.000Z' });
  });

  it('changes at the start minute exactly', () => {
    expect(shift('2026-11-18T11:59:59Z').name).toBe('Night Shift');
    expect(shift('2026-11-18T12:00:00Z').name).toBe('Day Shift');
  });

  it('takes three shifts and one, and a shift across a clock change is an hour longer', () => {
    const three: ShiftStart[] = [
      { name: 'First', minuteOfDay: 7 * 60 },
      { name: 'Second', minuteOfDay: 15 * 60 },
      { name: 'Third', minuteOfDay: 23 * 60 },
    ];
    expect(shift('2026-11-18T23:00:00Z', three).name).toBe('Second');
    expect(shift('2026-11-18T10:00:00Z', three)).toEqual({ name: 'Third', startedAt: '2026-11-18T05:00:00.000Z', endsAt: '2026-11-18T13:00:00.000Z' });
    expect(shift('2026-11-18T10:00:00Z', [{ name: 'All Day', minuteOfDay: 0 }])).toEqual({ name: 'All Day', startedAt: '2026-11-18T06:00:00.000Z', endsAt: '2026-11-19T06:00:00.000Z' });
    // Chicago falls back on 1 Nov 2026 at 2:00 CDT: the night from 18:00 CDT to 6:00 CST lasts 13 hours.
    const night = shiftAt(new Date('2026-11-01T08:00:00Z'), dayAndNight, chicago);
    expect((night.endsAt.getTime() - night.startedAt.getTime()) / 3_600_000).toBe(13);
  });
});
