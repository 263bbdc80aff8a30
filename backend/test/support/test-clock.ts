import { Clock } from '../../src/common/clock.js';

/**
 * The instant every test's clock starts at: fixed, so no test depends on the day it runs.
 * DOCKFLOW_TEST_NOW moves it (CI runs the date-sensitive suites a second time a year ahead).
 */
export const TEST_NOW = new Date(process.env.DOCKFLOW_TEST_NOW ?? '2026-11-18T15:00:00.000Z');
if (Number.isNaN(TEST_NOW.getTime())) throw new Error(`DOCKFLOW_TEST_NOW is not a date: ${process.env.DOCKFLOW_TEST_NOW}`);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The app's clock in tests: it starts at TEST_NOW and runs forward with real time, so records
 * made one after another keep their order; `advance` jumps it, instead of a test waiting.
 */
export class TestClock extends Clock {
  private readonly startedAt = performance.now();
  private offsetMs = 0;

  constructor(private readonly start: Date = TEST_NOW) {
    super();
  }

  now(): Date {
    return new Date(this.start.getTime() + (performance.now() - this.startedAt) + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** An instant relative to this clock's current time, e.g. `clock.in({ hours: -2.5 })`. */
  in({ hours = 0, minutes = 0 }: { hours?: number; minutes?: number }): Date {
    return new Date(this.now().getTime() + hours * HOUR_MS + minutes * MINUTE_MS);
  }
}

/**
 * How the wall clock in `timeZone` shows `at`, in the text forms a dock schedule may use:
 * `iso` "2026-11-22 14:30" and `us` "11/22/2026 2:30 PM" (whole minutes; seconds dropped).
 */
export function wallClockText(at: Date, timeZone: string): { iso: string; us: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const hour = Number(parts.hour);
  const us = `${parts.month}/${parts.day}/${parts.year} ${hour % 12 || 12}:${parts.minute} ${hour < 12 ? 'AM' : 'PM'}`;
  return { iso: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`, us };
}

/** `at` with its seconds and milliseconds dropped, as a schedule's minute-precision text stores it. */
export function toMinute(at: Date): Date {
  return new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
}
