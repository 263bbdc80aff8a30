import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SOCKET_EVENTS, type PublicUser } from '@dockflow/contracts';
import { socket } from '../../lib/socket';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aUser } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { UserManagementScreen } from './UserManagementScreen';
import { setScreenWidth } from '../../test/screenWidth';

const admin = aUser({ id: 'admin-1', username: 'boss', firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', role: 'admin' });
const forkliftDriver = aUser({
  id: 'user-2',
  username: 'mlopez',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  role: 'operator',
  crewFunctions: ['forklift_operator', 'spotter'],
});

type Routes = Parameters<typeof stubFetch>[0];

function stubUsers(users: PublicUser[] = [admin, forkliftDriver], routes: Routes = {}) {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(admin),
    'GET /api/users': () => jsonResponse(users),
    ...routes,
  });
}

async function openUserManagement() {
  const app = renderRoute(<UserManagementScreen />, { url: '/user-management' });
  await screen.findByRole('heading', { name: 'User Management' });
  return app;
}

const listCalls = (requests: Request[]) =>
  requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/users').map((request) => new URL(request.url).search);

describe('User Management on a desktop', () => {
  let restoreWidth: () => void;
  beforeEach(() => {
    restoreWidth = setScreenWidth(1280);
  });
  afterEach(() => restoreWidth());

  it('lists the users the server answers with', async () => {
    const { requests } = stubUsers();
    await openUserManagement();

    const table = await screen.findByRole('table');
    const row = within(table).getByText('mlopez').closest('tr')!;
    expect(within(row).getByText('Maria Lopez')).toBeInTheDocument();
    expect(within(row).getByText('maria@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Operator')).toBeInTheDocument();
    expect(within(row).getByText('Forklift Operator')).toBeInTheDocument();
    expect(within(row).getByText('Spotter')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit mlopez' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Delete mlopez' })).toBeEnabled();
    // Empty filters are left out of the query (docs/product.md §13.3).
    expect(listCalls(requests)).toEqual(['']);
  });

  it('keeps the signed-in admin from deleting their own account', async () => {
    stubUsers();
    await openUserManagement();

    const ownRow = (await screen.findByText('boss')).closest('tr')!;
    expect(within(ownRow).getByText('You')).toBeInTheDocument();
    expect(within(ownRow).getByRole('button', { name: 'Delete boss' })).toBeDisabled();
  });

  it('says so when no user matches', async () => {
    stubUsers([]);
    await openUserManagement();

    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('asks the server for the search, once typing pauses, and for the role and crew function chosen', async () => {
    const { requests } = stubUsers();
    const { user } = await openUserManagement();
    await screen.findByText('mlopez');

    await user.type(screen.getByLabelText('Search'), 'mar');
    await waitFor(() => expect(listCalls(requests)).toContain('?search=mar'));
    expect(listCalls(requests)).not.toContain('?search=m');

    await user.click(screen.getByLabelText('Role'));
    await user.click(await screen.findByTitle('Admin'));
    await waitFor(() => expect(listCalls(requests)).toContain('?search=mar&role=admin'));

    await user.click(screen.getByLabelText('Crew Function'));
    await user.click(await screen.findByTitle('Spotter'));
    await waitFor(() => expect(listCalls(requests)).toContain('?search=mar&role=admin&crewFunction=spotter'));
  });

  it('checks the create dialog before sending, then creates the user and refreshes the list', async () => {
    const created = aUser({ id: 'user-3', username: 'newbie', firstName: null, lastName: null, email: null, role: 'viewer', crewFunctions: ['spotter'] });
    let users = [admin, forkliftDriver];
    const { requests } = stubUsers(undefined, {
      'GET /api/users': () => jsonResponse(users),
      'POST /api/users': () => {
        users = [...users, created];
        return jsonResponse(created, 201);
      },
    });
    const { user } = await openUserManagement();
    await screen.findByText('mlopez');

    await user.click(screen.getByRole('button', { name: /Create User/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await within(dialog).findByText('Please select a role')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Username must be at least 3 characters')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Username'), ' newbie ');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByLabelText('Role'));
    await user.click(await screen.findByTitle('Viewer'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Spotter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User Created')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({ username: 'newbie', password: 'secret1', role: 'viewer', crewFunctions: ['spotter'] });
    expect(await screen.findByText('newbie')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create User' })).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of a new user', async () => {
    stubUsers(undefined, {
      'POST /api/users': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Validation failed',
            errors: [{ field: 'email', message: 'Valid email is required' }],
          },
          400,
        ),
    });
    const { user } = await openUserManagement();
    await screen.findByText('mlopez');

    await user.click(screen.getByRole('button', { name: /Create User/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByLabelText('Role'));
    await user.click(await screen.findByTitle('Operator'));
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Validation failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Valid email is required')).toBeInTheDocument();
  });

  it('edits a user, keeping the password when it is left blank', async () => {
    const { requests } = stubUsers(undefined, {
      'PUT /api/users/user-2': () => jsonResponse({ ...forkliftDriver, role: 'admin' }),
    });
    const { user } = await openUserManagement();

    await user.click(await screen.findByRole('button', { name: 'Edit mlopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mlopez' });
    expect(within(dialog).getByText('Leave blank to keep current')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('mlopez');
    await user.click(within(dialog).getByLabelText('Role'));
    await user.click(await screen.findByTitle('Admin'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User Updated')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'PUT');
    expect(await sent?.json()).toEqual({
      username: 'mlopez',
      email: 'maria@example.com',
      firstName: 'Maria',
      lastName: 'Lopez',
      role: 'admin',
      crewFunctions: ['forklift_operator', 'spotter'],
    });
  });

  it('does not let the signed-in admin change their own role', async () => {
    stubUsers();
    const { user } = await openUserManagement();

    await user.click(await screen.findByRole('button', { name: 'Edit boss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit boss' });

    expect(within(dialog).getByLabelText('Role')).toBeDisabled();
    expect(within(dialog).getByText('Admins cannot change their own role.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('deletes a user after a confirmation that says it cannot be undone', async () => {
    let users = [admin, forkliftDriver];
    const { requests } = stubUsers(undefined, {
      'GET /api/users': () => jsonResponse(users),
      'DELETE /api/users/user-2': () => {
        users = [admin];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = await openUserManagement();

    await user.click(await screen.findByRole('button', { name: 'Delete mlopez' }));
    const confirmation = await screen.findByRole('dialog');
    expect(within(confirmation).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('mlopez')).not.toBeInTheDocument());
  });

  it('says why a delete failed', async () => {
    stubUsers(undefined, {
      'DELETE /api/users/user-2': () =>
        jsonResponse({ statusCode: 409, error: 'Conflict', message: 'The last admin cannot be deleted.' }, 409),
    });
    const { user } = await openUserManagement();

    await user.click(await screen.findByRole('button', { name: 'Delete mlopez' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('The last admin cannot be deleted.')).toBeInTheDocument();
  });

  it('follows the server’s pushes of user changes', async () => {
    let users = [admin];
    stubUsers(undefined, { 'GET /api/users': () => jsonResponse(users) });
    await openUserManagement();
    await screen.findByText('boss');

    users = [admin, forkliftDriver];
    const listeners = socket.listeners(SOCKET_EVENTS.userChanged);
    expect(listeners.length).toBeGreaterThan(0);
    act(() => {
      for (const listener of listeners) listener({ eventId: 'event-1', eventType: 'UserCreated', user: forkliftDriver, occurredAt: forkliftDriver.createdAt });
    });

    expect(await screen.findByText('mlopez')).toBeInTheDocument();
  });

  it('leaves for the dashboard when the server refuses to list users', async () => {
    stubUsers(undefined, {
      'GET /api/users': () => jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'Forbidden resource' }, 403),
    });
    const { router } = await openUserManagement();

    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view users.")).toBeInTheDocument();
    expect(router.location.pathname).toBe('/user-management');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });
});

describe('User Management on a phone', () => {
  it('shows one card per user', async () => {
    stubUsers();
    await openUserManagement();

    const cards = await screen.findByRole('list', { name: 'Users' });
    const card = within(cards).getByText('mlopez').closest('li') as HTMLElement;
    expect(within(card).getByText('Maria Lopez')).toBeInTheDocument();
    expect(within(card).getByText('Forklift Operator')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Username' })).not.toBeInTheDocument();
  });
});
