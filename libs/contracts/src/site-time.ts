/**
 * Wall-clock time in the site's time zone (docs/product.md §15), shared by the server (schedule
 * dates, exports, "today") and the browser (every time shown or entered), so both read a zone alike.
 */

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Whether the year, month (1-12) and day name a day of the calendar: no 30 February, no 31 November. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whether an instant falls in the years 0001-9999 (UTC), the ones the app stores, shows and exports (an
 * Excel date ends with 9999): 9999-12-31T23:59-05:00 is already in the year 10000.
 */
export function isWithinStoredYears(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/** The instant at which the wall clock in `timeZone` shows the given date and time. */
export function wallClockToInstant(parts: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  // The zone's offset at that moment, found by formatting the UTC guess in the zone; applied twice for DST edges.
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass++) instant = asUtc - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** What the wall clock in `timeZone` shows at `at`. */
export function wallClockAt(at: Date, timeZone: string): WallClock {
  const fields = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: fields.year!, month: fields.month!, day: fields.day!, hour: fields.hour!, minute: fields.minute!, second: fields.second! };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The date (YYYY-MM-DD) the wall clock in `timeZone` shows at `at`. */
export function siteDate(at: Date, timeZone: string): string {
  const clock = wallClockAt(at, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** `at` as ISO 8601 in the site's wall-clock time with its offset, e.g. 2026-11-18T09:00:00-06:00. */
export function isoWithOffset(at: Date, timeZone: string): string {
  const clock = wallClockAt(at, timeZone);
  const offset = offsetMinutes(at, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${siteDate(at, timeZone)}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}${zone}`;
}

/** An Excel date serial (days since 1899-12-30) of the wall-clock time in `timeZone` at `at`. */
export function excelSerial(at: Date, timeZone: string): number {
  const clock = wallClockAt(at, timeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return wall / 86_400_000 + 25_569;
}

/** A `datetime-local` input's value (YYYY-MM-DDTHH:mm) showing `at` on the site's wall clock. */
export function toSiteInput(at: Date, timeZone: string): string {
  const clock = wallClockAt(at, timeZone);
  return `${siteDate(at, timeZone)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** The instant a `datetime-local` value (YYYY-MM-DDTHH:mm) means on the site's wall clock; null when it is not one. */
export function fromSiteInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0'] = match.slice(1).map((part) => part ?? '0');
  return wallClockToInstant({ year: Number(year), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute), second: Number(second) }, timeZone);
}

/** One formatter per zone: building one costs about a tenth of a millisecond, ten thousand rows a second or two. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Offsets by zone and hour: a zone changes its offset a few times a year, on whole minutes, so when an
 * hour's first and last minutes have the same offset every minute between has it too; an hour that
 * holds a change is kept by the minute. Formatting a date in a zone costs about 10 µs, and a
 * 10,000-row schedule of distinct ETAs spans a few hundred hours (docs/performance.md).
 */
const offsets = new Map<string, number | null>();
const OFFSETS_KEPT = 10_000;

function remembered(key: string, measure: () => number | null): number | null {
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = measure();
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function offsetMinutes(at: Date, timeZone: string): number {
  const hourStart = Math.floor(at.getTime() / 3_600_000) * 3_600_000;
  const ofHour = remembered(`${timeZone}|h${hourStart}`, () => {
    const first = measureOffsetMinutes(new Date(hourStart), timeZone);
    return first === measureOffsetMinutes(new Date(hourStart + 59 * 60_000), timeZone) ? first : null;
  });
  return ofHour ?? remembered(`${timeZone}|m${Math.floor(at.getTime() / 60_000)}`, () => measureOffsetMinutes(at, timeZone))!;
}

function measureOffsetMinutes(at: Date, timeZone: string): number {
  const clock = wallClockAt(at, timeZone);
  const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((shown - at.getTime()) / 60_000);
}
