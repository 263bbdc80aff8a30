/**
 * The service worker's answer to opening the dashboard (`/`, no query): the page the server draws, with
 * its rows in it, when the network gives it within `NETWORK_WAIT_MS`; otherwise the precached index.html,
 * as every other navigation gets. A tablet that opens the app again then shows its rows as soon as a cold
 * load does, instead of waiting for the app's code to start, ask for the list and draw it
 * (docs/performance.md, "the dashboard opened through the service worker"; docs/decisions.md, "Offline").
 *
 * workbox-build writes this function into the generated service worker as its source text: it may use
 * nothing from outside its own body, only the worker's globals (fetch, caches, setTimeout).
 */
export async function drawnDashboardOrShell({ request }: { request: Request }): Promise<Response> {
  // Long enough for a slow floor network to bring the page (about 12 KB compressed), short enough that a
  // device inside a container whose Wi-Fi hangs rather than fails still opens its shell promptly.
  const NETWORK_WAIT_MS = 3000;
  const shell = async () => (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooSlow = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, NETWORK_WAIT_MS);
  });
  try {
    const response = await Promise.race([fetch(request), tooSlow]);
    // A redirect is followed by the browser; an error page from a proxy or a restarting server is not the app.
    if (response && (response.ok || response.type === 'opaqueredirect')) return response;
  } catch {
    // No network: the shell below, which works offline.
  } finally {
    clearTimeout(timer);
  }
  return shell();
}

/** The navigations `drawnDashboardOrShell` answers: the address the server draws (backend/src/web/first-page.ts). */
export function isDashboardNavigation({ request, url }: { request: Request; url: URL }): boolean {
  return request.mode === 'navigate' && url.pathname === '/' && url.search === '';
}
