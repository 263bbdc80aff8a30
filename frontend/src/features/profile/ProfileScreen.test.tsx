import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { PublicUser } from '@dockflow/contracts';
import { sessionApi } from '../../lib/session';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aUser } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { ProfileScreen } from './ProfileScreen';

const operator = aUser({ id: 'user-1', username: 'jdoe', firstName: 'Jane', lastName: 'Doe', email: 'jdoe@example.com', role: 'operator' });
const admin = aUser({ id: 'admin-1', username: 'boss', firstName: 'Ada', lastName: 'Admin', role: 'admin' });

type Routes = Parameters<typeof stubFetch>[0];

function stubProfile(signedIn: PublicUser, routes: Routes = {}) {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(signedIn),
    [`GET /api/users/${signedIn.id}`]: () => jsonResponse(signedIn),
    ...routes,
  });
}

function openProfile(url = '/profile') {
  return renderRoute(<ProfileScreen />, { path: '/profile/:id?', url });
}

const sentBodies = async (requests: Request[], method: string) =>
  Promise.all(requests.filter((request) => request.method === method).map((request) => request.json()));

describe('Profile', () => {
  it('shows one’s own details with a Back link to the dashboard', async () => {
    stubProfile(operator);
    openProfile();

    expect(await screen.findByLabelText('Username')).toHaveValue('jdoe');
    expect(screen.getByLabelText('Email')).toHaveValue('jdoe@example.com');
    expect(screen.getByLabelText('First Name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Doe');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Change Password')).toBeInTheDocument();
  });

  it('saves the profile and refreshes the signed-in user', async () => {
    const { requests } = stubProfile(operator, {
      'PUT /api/users/user-1': () => jsonResponse({ ...operator, firstName: 'Janet', email: null }),
    });
    const { user, store } = openProfile();

    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, ' Janet ');
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: /Save Profile/ }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(await sentBodies(requests, 'PUT')).toEqual([{ username: 'jdoe', email: null, firstName: 'Janet', lastName: 'Doe' }]);
    expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data?.firstName).toBe('Janet');
  });

  it('checks the username and email before saving', async () => {
    const { requests } = stubProfile(operator);
    const { user } = openProfile();

    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'jd');
    await user.type(screen.getByLabelText('Email'), '@@');
    await user.click(screen.getByRole('button', { name: /Save Profile/ }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says the passwords don’t match', async () => {
    stubProfile(operator);
    const { user } = openProfile();

    await user.type(await screen.findByLabelText('Current Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret13');
    await user.click(screen.getByRole('button', { name: /Update Password/ }));

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('asks for every password field', async () => {
    stubProfile(operator);
    const { user } = openProfile();

    await user.click(await screen.findByRole('button', { name: /Update Password/ }));

    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
  });

  it('changes the password with the current one, then clears the form', async () => {
    const { requests } = stubProfile(operator, { 'PUT /api/users/user-1': () => jsonResponse(operator) });
    const { user } = openProfile();

    await user.type(await screen.findByLabelText('Current Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: /Update Password/ }));

    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(await sentBodies(requests, 'PUT')).toEqual([{ password: 'secret12', currentPassword: 'old-secret' }]);
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    stubProfile(operator, {
      'PUT /api/users/user-1': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Current password is incorrect',
            errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
          },
          400,
        ),
    });
    const { user } = openProfile();

    await user.type(await screen.findByLabelText('Current Password'), 'wrong-one');
    await user.type(screen.getByLabelText('New Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: /Update Password/ }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    const form = screen.getByRole('button', { name: /Update Password/ }).closest('form')!;
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('tells someone other than an admin that only their own profile is theirs', async () => {
    const { requests } = stubProfile(operator);
    openProfile('/profile/admin-1');

    expect(await screen.findByText('You can only view and edit your own profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(requests.some((request) => new URL(request.url).pathname === '/api/users/admin-1')).toBe(false);
  });

  it('shows an admin another user’s profile with their role and created date, and no password form', async () => {
    stubProfile(admin, { 'GET /api/users/user-1': () => jsonResponse({ ...operator, crewFunctions: ['spotter'] }) });
    openProfile('/profile/user-1');

    expect(await screen.findByLabelText('Username')).toHaveValue('jdoe');
    const account = screen.getByText('Account').closest('.ant-card') as HTMLElement;
    expect(within(account).getByText('Operator')).toBeInTheDocument();
    expect(within(account).getByText('Spotter')).toBeInTheDocument();
    expect(within(account).getByText('Created')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of another user’s profile', async () => {
    stubProfile(admin, {
      'GET /api/users/user-1': () =>
        jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'You can only view and edit your own profile.' }, 403),
    });
    openProfile('/profile/user-1');

    expect(await screen.findByText('You can only view and edit your own profile.')).toBeInTheDocument();
  });
});
