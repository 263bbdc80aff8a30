import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aSite, aUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const emptyList = () => jsonResponse({ shipments: [], total: 0 });

describe("the header's shift label (docs/product.md §2.3)", () => {
  it("shows the server's shift and site, and changes when the shift ends", async () => {
    const answers = [aSite({ endsAt: new Date(Date.now() + 1_500).toISOString() }), aSite({ name: 'Night Shift' })];
    const { requests } = stubFetch({
      'GET /api/auth/user': () => jsonResponse(aUser()),
      'GET /api/site': () => jsonResponse(answers.shift() ?? aSite({ name: 'Night Shift' })),
      'GET /api/shipments': emptyList,
    });
    renderApp('/');

    expect(await screen.findByText('Day Shift - Dock A')).toBeInTheDocument();
    expect(await screen.findByText('Night Shift - Dock A', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('Day Shift - Dock A')).not.toBeInTheDocument();
    // The session's bootstrap call brought the first answer; the header asked once more, at the shift's end.
    expect(requests.filter((request) => new URL(request.url).pathname === '/api/site')).toHaveLength(2);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks again a minute later when the site could not be reached as the screen opened', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let reachable = false;
    const { requests } = stubFetch({
      'GET /api/auth/user': () => jsonResponse(aUser()),
      'GET /api/site': () => (reachable ? jsonResponse(aSite()) : Promise.reject(new TypeError('Failed to fetch'))),
      'GET /api/shipments': emptyList,
    });
    const siteRequests = () => requests.filter((request) => new URL(request.url).pathname === '/api/site').length;
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Operations Dashboard' })).toBeInTheDocument();
    const failed = siteRequests();
    expect(screen.queryByText('Day Shift - Dock A')).not.toBeInTheDocument();

    reachable = true;
    await act(() => jest.advanceTimersByTimeAsync(59_000));
    expect(siteRequests()).toBe(failed);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Day Shift - Dock A')).toBeInTheDocument();
    expect(siteRequests()).toBe(failed + 1);
  });

  it('shows the shift alone where the site has no name', async () => {
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(aUser()),
      'GET /api/site': () => jsonResponse(aSite({ name: 'Night Shift' }, { name: null })),
      'GET /api/shipments': emptyList,
    });
    renderApp('/');

    // The label is the shift's name, with no site after it.
    expect(await screen.findByText('Night Shift')).toHaveTextContent(/^Night Shift$/);
  });
});
