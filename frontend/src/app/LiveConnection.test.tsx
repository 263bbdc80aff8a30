import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { SOCKET_EVENTS, type PublicUser, type UserChangedPayload } from '@dockflow/contracts';
import { jsonResponse, signedOut, stubFetch } from '../test/fetchStub';
import { aUser } from '../test/fixtures';
import { deliverPush, listeningFor } from '../test/pushes';
import { renderApp } from '../test/renderApp';


function openAs(user: PublicUser) {
  let signedIn = true;
  stubFetch({ 'GET /api/auth/user': () => (signedIn ? jsonResponse(user) : signedOut()) });
  const app = renderApp('/user-management');
  return { ...app, endSession: () => (signedIn = false) };
}

describe('the live connection and the signed-in account', () => {
  it('shows a change to one’s own account in the header at once', async () => {
    const me = aUser({ role: 'viewer', firstName: 'Vera', lastName: 'Viewer' });
    openAs(me);
    expect(await screen.findByText('Vera Viewer')).toBeInTheDocument();

    const changed: UserChangedPayload = { eventId: 'event-1', eventType: 'UserUpdated', user: { ...me, firstName: 'Veronica' }, occurredAt: '2026-11-21T10:00:00.000Z' };
    await listeningFor(SOCKET_EVENTS.userChanged);
    deliverPush(SOCKET_EVENTS.userChanged, changed);

    expect(await screen.findByText('Veronica Viewer')).toBeInTheDocument();
  });

  it('ignores changes to other accounts', async () => {
    const me = aUser({ role: 'viewer', firstName: 'Vera', lastName: 'Viewer' });
    openAs(me);
    await screen.findByText('Vera Viewer');
    await listeningFor(SOCKET_EVENTS.userChanged);

    deliverPush(SOCKET_EVENTS.userChanged, { eventId: 'event-2', eventType: 'UserUpdated', user: { ...me, id: 'someone-else', firstName: 'Other' }, occurredAt: '2026-11-21T10:00:00.000Z' });

    expect(screen.getByText('Vera Viewer')).toBeInTheDocument();
    expect(screen.queryByText('Other Viewer')).not.toBeInTheDocument();
  });

  it('says the session ended and asks to sign in again when the server closes the connection for it', async () => {
    const { router, endSession } = openAs(aUser({ role: 'viewer', firstName: 'Vera', lastName: 'Viewer' }));
    await screen.findByText('Vera Viewer');

    await listeningFor('disconnect');
    endSession(); // e.g. an admin changed the role, which ends the user's sessions
    deliverPush('disconnect', 'io server disconnect');

    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/auth'));
    expect(router.location.search).toContain('user-management');
  });

  it('does not recheck the session when the connection merely drops', async () => {
    const { router, endSession } = openAs(aUser({ role: 'viewer', firstName: 'Vera', lastName: 'Viewer' }));
    await screen.findByText('Vera Viewer');

    await listeningFor('disconnect');
    endSession();
    deliverPush('disconnect', 'transport close');

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.location.pathname).toBe('/user-management');
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });
});
