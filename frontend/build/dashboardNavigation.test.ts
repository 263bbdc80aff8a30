import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { drawnDashboardOrShell, isDashboardNavigation } from './dashboardNavigation.ts';

const SHELL = '<!doctype html><div id="root"></div>';
const DRAWN = '<!doctype html><div id="root"><table aria-label="Active Shipments"></table></div>';
// A Request cannot be built with the navigate mode outside a browser; the handler only passes it on.
const dashboard = () => new Request('https://dock.example/');

/** The service worker's globals the handler uses: the network, and the precache holding index.html. */
function workerWith(network: () => Promise<Response>) {
  const precache = new Map([['/index.html', SHELL]]);
  Object.assign(globalThis, {
    fetch: jest.fn(network),
    caches: { match: async (url: string) => (precache.has(url) ? new Response(precache.get(url)) : undefined) },
  });
}

describe('opening the dashboard through the service worker', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers with the page the server drew when the network brings it', async () => {
    workerWith(async () => new Response(DRAWN, { status: 200 }));
    expect(await (await drawnDashboardOrShell({ request: dashboard() })).text()).toBe(DRAWN);
  });

  it('opens the precached shell without network', async () => {
    workerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await (await drawnDashboardOrShell({ request: dashboard() })).text()).toBe(SHELL);
  });

  it('opens the shell after 3 s when the network hangs', async () => {
    workerWith(() => new Promise<Response>(() => undefined));
    const answer = drawnDashboardOrShell({ request: dashboard() });
    let settled = false;
    void answer.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(2_900);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(await (await answer).text()).toBe(SHELL);
  });

  it('opens the shell rather than a proxy error page', async () => {
    workerWith(async () => new Response('Bad Gateway', { status: 502 }));
    expect(await (await drawnDashboardOrShell({ request: dashboard() })).text()).toBe(SHELL);
  });

  it('is asked only for the dashboard opened with no query', () => {
    const navigation = (address: string, mode = 'navigate') => ({ request: { mode } as Request, url: new URL(address) });
    expect(isDashboardNavigation(navigation('https://dock.example/'))).toBe(true);
    expect(isDashboardNavigation(navigation('https://dock.example/?status=loading'))).toBe(false);
    expect(isDashboardNavigation(navigation('https://dock.example/shipments/1'))).toBe(false);
    expect(isDashboardNavigation(navigation('https://dock.example/', 'cors'))).toBe(false);
  });
});
