import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, signedOut, stubFetch } from '../test/fetchStub';
import { aSite, aUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

const emptyList = () => jsonResponse({ shipments: [], total: 0 });

describe('routes for visitors (docs/product.md §2.1, §7.2)', () => {
  it('shows the landing page at /', async () => {
    stubFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'DockFlow' })).toBeInTheDocument();
    expect(screen.getByText(/11 integrated operational modules, a real-time dashboard/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign In/ })).toHaveAttribute('href', '/auth');
  });

  it('sends an app route to sign in, remembering it', async () => {
    stubFetch({ 'GET /api/auth/user': signedOut });
    const { router } = renderApp('/container-checkin?door=1A');

    await waitFor(() => expect(router.location.pathname).toBe('/auth'));
    expect(router.location.search).toBe(`?next=${encodeURIComponent('/container-checkin?door=1A')}`);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    stubFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: /404 Page Not Found/ })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});

describe('routes for a signed-in user', () => {
  it('shows the layout: header and sidebar with the current item highlighted', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser()), 'GET /api/site': () => jsonResponse(aSite()), 'GET /api/shipments': emptyList });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Operations Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Day Shift - Dock A')).toBeInTheDocument();
    expect(screen.getByText('Operator')).toBeInTheDocument();
    expect(screen.getByText('JD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu: Jane Doe' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from /auth to where they were going', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser()) });
    const { router } = renderApp('/auth?next=%2Fbol-entry');

    await waitFor(() => expect(router.location.pathname).toBe('/bol-entry'));
  });

  it('highlights the current route in the sidebar and shows User Management to admins only', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser()), 'GET /api/shipments': emptyList });
    const { user } = renderApp('/container-checkin');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const navigation = await screen.findByRole('navigation', { name: 'Main' });

    expect(within(navigation).getByRole('link', { name: 'Container Check-In' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(navigation).getByText('Loading Operations')).toBeInTheDocument();
    expect(within(navigation).queryByText('Administration')).not.toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'User Management' })).not.toBeInTheDocument();
  });

  it('shows the Administration group to an admin', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser({ role: 'admin' })) });
    const { user } = renderApp('/user-management');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const navigation = await screen.findByRole('navigation', { name: 'Main' });

    expect(within(navigation).getByText('Administration')).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  });

  it('opens the export in a new window and says so', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser()) });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderApp('/spotter');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));

    await user.click(await screen.findByRole('button', { name: /Export Data/ }));

    expect(open).toHaveBeenCalledWith('/api/export/shipments', '_blank', 'noopener');
    expect(await screen.findByText('Export Started')).toBeInTheDocument();
  });

  it('signs out: ends the session, forgets cached data and shows the landing page', async () => {
    let signedIn = true;
    const { requests } = stubFetch({
      'GET /api/auth/user': () => (signedIn ? jsonResponse(aUser()) : signedOut()),
      'GET /api/shipments': emptyList,
      'POST /api/logout': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
    });
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'User menu: Jane Doe' }));
    await user.click(await screen.findByText('Sign Out'));

    expect(await screen.findByRole('link', { name: /Sign In/ })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/api/logout'))).toBe(true);
  });

  it('leaves at once when no server answers the logout call, and keeps the sign-out to send', async () => {
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(aUser()),
      'GET /api/shipments': emptyList,
      'POST /api/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'User menu: Jane Doe' }));
    await user.click(await screen.findByText('Sign Out'));

    expect(await screen.findByRole('link', { name: /Sign In/ })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
    expect(localStorage.getItem('dockflow.signOutPending')).toBe('1');
    localStorage.clear();
  });

  it('still leaves when the server refuses the logout call, logging the failure only', async () => {
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(aUser()),
      'GET /api/shipments': emptyList,
      'POST /api/logout': () => jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused' }, 403),
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'User menu: Jane Doe' }));
    await user.click(await screen.findByText('Sign Out'));

    expect(await screen.findByRole('link', { name: /Sign In/ })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
    expect(logged).toHaveBeenCalledWith('Sign out failed', expect.objectContaining({ status: 403 }));
    expect(localStorage.getItem('dockflow.signOutPending')).toBeNull();
    logged.mockRestore();
  });

  it('tells a non-admin that User Management is not for them, then goes to /', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser()), 'GET /api/shipments': emptyList });
    const { router } = renderApp('/user-management');

    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User Management' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });
});
