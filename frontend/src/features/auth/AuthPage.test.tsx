import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, signedOut, stubFetch } from '../../test/fetchStub';
import { aUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

async function openAuthPage(path = '/auth') {
  const app = renderApp(path);
  await screen.findByRole('tab', { name: 'Sign In' });
  return app;
}

describe('Sign In', () => {
  it('shows a field error under each empty input', async () => {
    stubFetch({ 'GET /api/auth/user': signedOut });
    const { user } = await openAuthPage();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('says "Signing in..." while pending, then welcomes the user and goes where they were heading', async () => {
    const signIn = pendingResponse();
    const { requests } = stubFetch({ 'GET /api/auth/user': signedOut, 'POST /api/login': signIn.handler });
    const { user, router } = await openAuthPage('/auth?next=%2Fcontainer-checkin');

    await user.type(screen.getByLabelText('Username'), 'jdoe');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: /Signing in\.\.\./ })).toBeInTheDocument();
    const sent = requests.find((request) => request.url.endsWith('/api/login'));
    expect(await sent?.json()).toEqual({ username: 'jdoe', password: 'secret1' });

    signIn.answer(jsonResponse(aUser()));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/container-checkin'));
  });

  it('reports bad credentials', async () => {
    stubFetch({
      'GET /api/auth/user': signedOut,
      'POST /api/login': () => jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' }, 401),
    });
    const { user, router } = await openAuthPage();

    await user.type(screen.getByLabelText('Username'), 'jdoe');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password.')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/auth');
  });
});

describe('Register', () => {
  /** The Register tab; the hidden Sign In form has inputs with the same labels. */
  async function openRegisterTab() {
    const app = await openAuthPage();
    await app.user.click(screen.getByRole('tab', { name: 'Register' }));
    const form = within(await screen.findByRole('tabpanel', { name: 'Register' }));
    return { ...app, form };
  }

  it('checks username length, email format and password length', async () => {
    stubFetch({ 'GET /api/auth/user': signedOut });
    const { user, form } = await openRegisterTab();

    await user.type(form.getByLabelText('Username'), 'jd');
    await user.type(form.getByLabelText('Email'), 'not-an-email');
    await user.type(form.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    // The browser's own validation bubbles are off, so they never cover these messages.
    expect(form.getByLabelText('Email').closest('form')).toHaveAttribute('novalidate');
  });

  it('says "Creating account..." while pending and welcomes the new user', async () => {
    const registration = pendingResponse();
    const { requests } = stubFetch({ 'GET /api/auth/user': signedOut, 'POST /api/register': registration.handler });
    const { user, router, form } = await openRegisterTab();

    await user.type(form.getByLabelText('First Name'), 'Jane');
    await user.type(form.getByLabelText('Username'), 'jdoe');
    await user.type(form.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: /Creating account\.\.\./ })).toBeInTheDocument();
    const sent = requests.find((request) => request.url.endsWith('/api/register'));
    expect(await sent?.json()).toEqual({ firstName: 'Jane', lastName: '', username: 'jdoe', email: '', password: 'secret1' });

    registration.answer(jsonResponse(aUser(), 201));

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to DockFlow.')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it('shows the server’s field errors under the inputs and its message in the toast', async () => {
    stubFetch({
      'GET /api/auth/user': signedOut,
      'POST /api/register': () =>
        jsonResponse(
          { statusCode: 409, error: 'Conflict', message: 'Username is already taken', code: 'CONFLICT', errors: [{ field: 'username', message: 'Username is already taken' }] },
          409,
        ),
    });
    const { user, form } = await openRegisterTab();

    await user.type(form.getByLabelText('Username'), 'jdoe');
    await user.type(form.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(await screen.findAllByText('Username is already taken')).toHaveLength(2);
  });
});
