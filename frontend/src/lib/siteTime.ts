import { fromSiteInput, toSiteInput } from '@dockflow/contracts';

/**
 * The site's time zone (docs/product.md §15), learnt from GET /api/site with the session, before
 * any signed-in screen shows a time. Every time is shown and entered on the site's wall clock,
 * whatever the browser's zone; until the server has answered (or when it could not) the browser's
 * own zone stands in, and the labels then name it.
 */
let siteZone: string | undefined;

export function setSiteTimeZone(timeZone: string): void {
  siteZone = timeZone;
  formatters.clear();
}

export function siteTimeZone(): string {
  return siteZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The locale times are written in: the browser's own, or on the server, the one the browser asked the page in. */
let displayLocale: string | undefined;

/** For the server drawing a page (lib/firstPage.ts): the browser's locale, so the page hydrates the same texts. */
export function setDisplayLocale(locale: string | undefined): void {
  displayLocale = locale;
  formatters.clear();
}

/** An Intl formatter in the site's zone, built once per set of options. */
export function siteFormatter(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = formatters.get(name);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(displayLocale, { ...options, timeZone: siteTimeZone() });
    formatters.set(name, formatter);
  }
  return formatter;
}

/** The site zone's short name at `at` ("CST", or "GMT+1" where it has none): the label of a time. */
export function siteZoneName(at: Date): string {
  const parts = siteFormatter('zone-name', { timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? siteTimeZone();
}

/**
 * Builds a site-clock formatter now. A page's first Intl.DateTimeFormat loads the browser's time-zone data,
 * 60-100 ms of a tablet's CPU (docs/performance.md, "the clock's first formatter"): called while the first screen's
 * code downloads, the rows do not wait for it.
 */
export function warmSiteClock(): void {
  siteZoneName(new Date());
}

/** A `datetime-local` input's value for an ISO instant, on the site's wall clock. */
export function toSiteDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : toSiteInput(date, siteTimeZone());
}

/** The ISO instant a `datetime-local` value means on the site's wall clock (not the browser's). */
export function fromSiteDateTimeInput(value: string | undefined): string | null {
  if (!value) return null;
  return fromSiteInput(value, siteTimeZone())?.toISOString() ?? null;
}
