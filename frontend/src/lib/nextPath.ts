/** docs/product.md §2.1: the Sign In / Register page. */
export const AUTH_PATH = '/auth';

/** The sign-in page, remembering where to go back to afterwards. */
export function authPathFor(next: string): string {
  return next === '/' ? AUTH_PATH : `${AUTH_PATH}?next=${encodeURIComponent(next)}`;
}

/** Where to go after signing in: the requested path if it is a path of this site (never another site), else /. */
export function safeNextPath(requested: string | null): string {
  if (!requested || !requested.startsWith('/') || requested.startsWith('//') || requested.startsWith('/\\')) return '/';
  const origin = window.location.origin;
  const url = new URL(requested, origin);
  if (url.origin !== origin || url.pathname === AUTH_PATH) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
