import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { currentUserRetryDelay } from '../lib/session';
import { jsonResponse, signedOut, stubFetch } from '../test/fetchStub';
import { aUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

const countOf = (requests: Request[], path: string) => requests.filter((request) => new URL(request.url).pathname === path).length;

describe('the session (docs/product.md §7.4, §7.5)', () => {
  it('takes a 401 from the current-user call as "signed out", without retrying', async () => {
    const { requests } = stubFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/');

    expect(await screen.findByRole('link', { name: /Sign In/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countOf(requests, '/api/auth/user')).toBe(1);
  });

  it('retries the current-user call when no answer came', async () => {
    let failures = 1;
    const { requests } = stubFetch({
      'GET /api/auth/user': () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return jsonResponse(aUser());
      },
      'GET /api/shipments': () => jsonResponse({ shipments: [], total: 0 }),
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Operations Dashboard' })).toBeInTheDocument();
    expect(countOf(requests, '/api/auth/user')).toBe(2);
  });

  describe('on a device someone signed in on (docs/decisions.md, "Offline")', () => {
    const browserOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    afterEach(() => {
      browserOnline(true);
      localStorage.clear();
      jest.useRealTimers();
    });

    it('opens as the remembered user at once when the browser has no network, asking nothing', async () => {
      localStorage.setItem('dockflow.signedInUser', JSON.stringify(aUser({ firstName: 'Rosa', lastName: 'Lead' })));
      browserOnline(false);
      const { requests } = stubFetch({
        'GET /api/auth/user': () => {
          throw new TypeError('Failed to fetch');
        },
        'GET /api/shipments': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      renderApp('/');

      expect(await screen.findByRole('heading', { name: 'Operations Dashboard' })).toBeInTheDocument();
      // Not asked at all, so not retried either: the screen does not wait out the retries' 6 s.
      expect(countOf(requests, '/api/auth/user')).toBe(0);
    });

    it('opens as the remembered user once the retries found no server, the browser online', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      localStorage.setItem('dockflow.signedInUser', JSON.stringify(aUser({ firstName: 'Rosa', lastName: 'Lead' })));
      const { requests } = stubFetch({
        'GET /api/auth/user': () => jsonResponse({ statusCode: 502, error: 'Bad Gateway', message: 'Bad Gateway' }, 502),
        'GET /api/shipments': () => jsonResponse({ statusCode: 502, error: 'Bad Gateway', message: 'Bad Gateway' }, 502),
      });
      renderApp('/');

      expect(await screen.findByRole('heading', { name: 'Operations Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(countOf(requests, '/api/auth/user')).toBe(1 + 3);
    });

    it('ends first the session a sign-out could not reach the server for, and opens signed out', async () => {
      localStorage.setItem('dockflow.signedInUser', JSON.stringify(aUser()));
      localStorage.setItem('dockflow.signOutPending', '1');
      let ended = false;
      const { requests } = stubFetch({
        'POST /api/logout': () => {
          ended = true;
          return new Response(null, { status: 204 });
        },
        // The session the sign-out left on the server would sign the device back in.
        'GET /api/auth/user': () => (ended ? signedOut() : jsonResponse(aUser())),
      });
      renderApp('/');

      expect(await screen.findByRole('link', { name: /Sign In/ })).toBeInTheDocument();
      expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)[0]).toBe('POST /api/logout');
      expect(localStorage.getItem('dockflow.signOutPending')).toBeNull();
    });

    it('stays signed out while the sign-out still finds no server, asking nothing else', async () => {
      localStorage.setItem('dockflow.signedInUser', JSON.stringify(aUser()));
      localStorage.setItem('dockflow.signOutPending', '1');
      browserOnline(false);
      const { requests } = stubFetch({
        'POST /api/logout': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      renderApp('/');

      expect(await screen.findByRole('link', { name: /Sign In/ })).toBeInTheDocument();
      expect(countOf(requests, '/api/auth/user')).toBe(0);
      expect(localStorage.getItem('dockflow.signOutPending')).toBe('1');
    });

    it('does not open as the remembered user on a 401: the session has ended', async () => {
      localStorage.setItem('dockflow.signedInUser', JSON.stringify(aUser()));
      stubFetch({ 'GET /api/auth/user': signedOut });
      renderApp('/');

      expect(await screen.findByRole('link', { name: /Sign In/ })).toBeInTheDocument();
      expect(localStorage.getItem('dockflow.signedInUser')).toBeNull();
    });
  });

  it('waits min(1000 x 2^n, 3000) ms between retries', () => {
    expect([1, 2, 3].map(currentUserRetryDelay)).toEqual([1000, 2000, 3000]);
  });

  it('says the session ended and goes to sign in when a call answers 401 while signed in', async () => {
    let answeredAt = Number.POSITIVE_INFINITY;
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(aUser()),
      'GET /api/shipments': () => {
        answeredAt = performance.now();
        return jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Session expired' }, 401);
      },
    });
    // What the page showed, and how long after the 401, when it left: the order, not a race with the clock.
    let leaving: { toast: boolean; afterMs: number } | undefined;
    const leaveTo = jest.fn((_path: string) => {
      leaving = { toast: screen.queryByText('You are logged out. Logging in again...') !== null, afterMs: performance.now() - answeredAt };
    });
    renderApp('/', { leaveTo });

    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/auth'));
    expect(leaving?.toast).toBe(true);
    expect(leaving?.afterMs).toBeGreaterThanOrEqual(500);
  });
});
