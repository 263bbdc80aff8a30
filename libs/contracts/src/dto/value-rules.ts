import { Transform } from 'class-transformer';
import { IsDate, ValidateBy, ValidateIf } from 'class-validator';
import { isCalendarDate, isWithinStoredYears } from '../site-time.js';
import { hasControlOrInvisible } from '../text-rules.js';

/** A NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not valid UTF-8). */
const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const PLAIN_TEXT = 'plainText';
export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

/**
 * On every text field of every request: refuses what PostgreSQL cannot store (a NUL, a lone
 * surrogate) as a 400 for that field, instead of a database error. Non-strings are left to the
 * field's type rule.
 */
export function PlainText(): PropertyDecorator {
  return ValidateBy({
    name: PLAIN_TEXT,
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !UNSTORABLE_TEXT.test(value),
      defaultMessage: () => UNSTORABLE_TEXT_MESSAGE,
    },
  });
}

/** A text checked and kept without its surrounding spaces, so that "  ab " is as short as "ab". Non-strings are left to the type rule. */
export function Trimmed(): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
}

/** An identifier people type, scan and read on a board: no controls or invisible characters once trimmed. */
export function VisibleText(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'visibleText',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !hasControlOrInvisible(value),
      defaultMessage: () => message,
    },
  });
}

/**
 * Strict ISO 8601: a date, or a date and time with optional seconds, fraction and offset. Years
 * 0001-9999 only: PostgreSQL and JavaScript both hold them, and year 0 or 275760 are no one's appointment.
 */
const ISO_DATE_TIME = /^(?!0000)(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?)?$/;

/**
 * A strict ISO 8601 string naming a real day (2026-02-30 would become 2 March) and an instant within
 * the years 0001-9999 as a Date; anything else (true, 0, "yesterday") is kept as is, for IsDate to refuse.
 */
function isoStringToDate(value: unknown): unknown {
  const parts = typeof value === 'string' ? ISO_DATE_TIME.exec(value) : null;
  if (!parts || !isCalendarDate(+parts[1]!, +parts[2]!, +parts[3]!)) return value;
  const date = new Date(value as string);
  return Number.isNaN(date.getTime()) || !isWithinStoredYears(date) ? value : date;
}

/**
 * A date field: a strict ISO 8601 string (see ISO_DATE_TIME), refused with `message` otherwise.
 * Unlike `@Type(() => Date)`, never turns `true` or `0` into 1970.
 */
export function IsoDate(message: string): PropertyDecorator {
  return (target, key) => {
    // In the order decorator syntax would apply them (bottom-up): the conversion runs first.
    Transform(({ value }) => isoStringToDate(value))(target, key);
    IsDate({ message })(target, key);
  };
}

/** A field an edit may leave out but never clear: unlike IsOptional, null is validated (and refused). */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_, value) => value !== undefined);
}
