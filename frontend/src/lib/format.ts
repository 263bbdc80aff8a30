import { siteFormatter, siteZoneName } from './siteTime';

/** What a missing value shows as. */
export const NOT_SET = '—';

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The site's date (docs/product.md §15). */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? siteFormatter('date', { dateStyle: 'medium' }).format(date) : NOT_SET;
}

/** The site's date and time, labelled with its zone: "Nov 18, 2026, 9:00 AM CST" (docs/product.md §15). */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? `${siteFormatter('date-time', { dateStyle: 'medium', timeStyle: 'short' }).format(date)} ${siteZoneName(date)}` : NOT_SET;
}

/** The site's time of day labelled with its zone, "9:00 AM CST": a date-time's second line where a column is narrow. */
export function formatZonedTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? `${siteFormatter('time', { timeStyle: 'short' }).format(date)} ${siteZoneName(date)}` : NOT_SET;
}

/** The site's time of day only, for events of today. */
export function formatTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? siteFormatter('time', { timeStyle: 'short' }).format(date) : NOT_SET;
}
