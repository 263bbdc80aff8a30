import type { IncomingHttpHeaders } from 'node:http';

/**
 * A request may change state or open a socket only from the app's own origin (same host as the
 * request) or an origin listed in ALLOWED_ORIGINS. Requests without an Origin header come from
 * non-browser clients and are left to the session check.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (!origin) return headers['sec-fetch-site'] !== 'cross-site';
  if (allowedOrigins.includes(origin)) return true;
  try {
    const forwardedHost = headers['x-forwarded-host'];
    const host = (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost) ?? headers.host;
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
