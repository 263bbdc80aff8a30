/** The instant at which the wall clock in `timeZone` shows the given date and time. */
export function wallClockToInstant(parts: { year: number; month: number; day: number; hour: number; minute: number; second: number }, timeZone: string): Date {
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  // The zone's offset at that moment, found by formatting the UTC guess in the zone; applied twice for DST edges.
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass++) instant = asUtc - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** The date (YYYY-MM-DD) the wall clock in `timeZone` shows at `at`. */
export function siteDate(at: Date, timeZone: string): string {
  const fields = Object.fromEntries(formatterFor(timeZone).formatToParts(at).map((part) => [part.type, part.value]));
  return `${fields.year}-${fields.month}-${fields.day}`;
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
 * Offsets by zone and minute: a schedule repeats the same few ETAs, and formatting a date in a zone
 * costs about 10 µs. Zones change offset only on whole minutes, so a minute's offset is exact.
 */
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 10_000;

function offsetMinutes(at: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(at.getTime() / 60_000)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = measureOffsetMinutes(at, timeZone);
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function measureOffsetMinutes(at: Date, timeZone: string): number {
  const fields = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const shown = Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!);
  return Math.round((shown - at.getTime()) / 60_000);
}
