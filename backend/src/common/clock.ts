/**
 * The one source of the current time for what the app stores and shows (event times, check-in
 * stamps, late fees, "today", the delayed overlay). Tests pin it; nothing in domain code reads the
 * wall clock. Elapsed-time measurements (caches, throttles, timeouts) are not domain time and use
 * performance.now() or the timers instead.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
