import { wallClockAt, wallClockToInstant, type WallClock } from './site-time.js';

/** A shift of the site's day (SITE_SHIFTS): its name and the minute of the site's wall clock it starts at. */
export interface ShiftStart {
  name: string;
  /** 0 (midnight) to 1439. */
  minuteOfDay: number;
}

/** The shift running at an instant, with the instants it started and ends at. */
export interface ShiftAt {
  name: string;
  startedAt: Date;
  endsAt: Date;
}

/**
 * The shift the site's wall clock is in at `at`: the last to start at or before that time of day,
 * else (before the day's first start) the previous day's last. Each lasts until the next starts.
 * `shifts` are ordered by start, as the configuration leaves them.
 */
export function shiftAt(at: Date, shifts: readonly ShiftStart[], timeZone: string): ShiftAt {
  const clock = wallClockAt(at, timeZone);
  const minute = clock.hour * 60 + clock.minute;
  let index = shifts.findLastIndex((shift) => shift.minuteOfDay <= minute);
  let startDay = 0;
  if (index < 0) {
    index = shifts.length - 1;
    startDay = -1;
  }
  const nextIndex = (index + 1) % shifts.length;
  const endDay = nextIndex > index ? startDay : startDay + 1;
  return {
    name: shifts[index]!.name,
    startedAt: onSiteDay(clock, startDay, shifts[index]!.minuteOfDay, timeZone),
    endsAt: onSiteDay(clock, endDay, shifts[nextIndex]!.minuteOfDay, timeZone),
  };
}

function onSiteDay(today: WallClock, dayOffset: number, minuteOfDay: number, timeZone: string): Date {
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + dayOffset));
  return wallClockToInstant(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60, second: 0 },
    timeZone,
  );
}
