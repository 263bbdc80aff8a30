/**
 * Raw queries (em.execute, readRows) return timestamps as the driver's text, not Date objects, so rows read
 * that way convert them here.
 */
export type SqlTimestamp = Date | string;

export function toDate(value: SqlTimestamp): Date;
export function toDate(value: SqlTimestamp | null): Date | null;
export function toDate(value: SqlTimestamp | null): Date | null {
  return value === null ? null : value instanceof Date ? value : new Date(value);
}

export function toIso(value: SqlTimestamp): string;
export function toIso(value: SqlTimestamp | null): string | null;
export function toIso(value: SqlTimestamp | null): string | null {
  return value === null ? null : toDate(value).toISOString();
}
