/**
 * The dashboard's first page as the server drew it (docs/decisions.md, "The first page drawn by the
 * server"): the server renders the signed-in dashboard into index.html with the answers it drew it
 * from, and the page hydrates that markup instead of drawing its own. What else the markup depended
 * on, the screen's width, is assumed here the same way on both sides (React asks it only to hydrate).
 */

import { useSyncExternalStore } from 'react';
import { FIRST_PAGE_DATA_ID, SCREEN_WIDTH_COOKIE } from '@dockflow/contracts';

export interface FirstPageData {
  /** The store's state the page was drawn from: the API's cached answers. */
  state: unknown;
  timeZone: string;
  /** The width the server assumed for the device (it cannot know it): its media queries answer from it. */
  screenWidth: number;
}

let assumedWidth = 0;

/** The width the first page is drawn for (on the server) or was drawn for (in the page that hydrates it). */
export function assumeScreenWidth(width: number): void {
  assumedWidth = width;
}

/**
 * What a `(min-width: Npx)` or `(max-width: Npx)` media query answers on the screen the first page
 * was drawn for: React's server snapshot of useSyncExternalStore, read to draw the page on the server
 * and to hydrate it, after which the page's own answer counts.
 */
export function firstPageMediaMatches(query: string): boolean {
  const width = assumedWidth;
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * JSON that can sit inside a <script> element: no `<` that could close it or open a comment, and no
 * line separators that older parsers read as line ends. JSON.parse reads the escapes back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The answers the server drew the page from, or null when it did not (a visitor, another path, an older server). */
export function readFirstPage(): FirstPageData | null {
  const element = document.getElementById(FIRST_PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstPageData;
  } catch {
    return null;
  }
}

/** Tells the server how wide this signed-in device's screen is, for the next first page it draws (a cookie, kept a year). */
export function reportScreenWidth(): void {
  document.cookie = `${SCREEN_WIDTH_COOKIE}=${Math.round(window.innerWidth)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Tells the drawn page's first script (frontend/public/after-first-paint.js) that the screen acts: the
 * clicks and the keys it held before the code had hydrated the page are made again. Nothing listens on a page
 * the browser drew itself.
 */
export function announceFirstPageHydrated(): void {
  document.dispatchEvent(new Event('dockflow:first-page-hydrated'));
}

const noChanges = () => () => {};

/**
 * Whether this render draws markup the server sends or the page then hydrates (true), rather than the
 * page's own screen (false): React's server snapshot, read on the server and while hydrating, after which
 * React draws again with the page's own answer.
 */
export function useDrawingForServer(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
