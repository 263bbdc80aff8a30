const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What a missing value shows as. */
export const NOT_SET = '—';

function format(value: string | null | undefined, formatter: Intl.DateTimeFormat): string {
  if (!value) return NOT_SET;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? NOT_SET : formatter.format(date);
}

export function formatDate(value: string | null | undefined): string {
  return format(value, dateFormat);
}

export function formatDateTime(value: string | null | undefined): string {
  return format(value, dateTimeFormat);
}
