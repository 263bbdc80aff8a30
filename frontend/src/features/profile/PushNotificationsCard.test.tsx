import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aUser } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { ProfileScreen } from './ProfileScreen';

const spotter = aUser({ id: 'user-1', username: 'sam', role: 'operator', crewFunctions: ['spotter'] });
const PUBLIC_KEY = 'BPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPkeyPk';
const ENDPOINT = 'https://push.example/subscriptions/abc';

/** A browser's push machinery, as far as the card uses it: one registration whose subscription the test can see. */
function fakePushBrowser(permission: NotificationPermission = 'default', subscribed = false) {
  let subscription: { endpoint: string; unsubscribe: () => Promise<boolean>; toJSON: () => object } | null = null;
  const makeSubscription = () => ({
    endpoint: ENDPOINT,
    unsubscribe: async () => {
      subscription = null;
      return true;
    },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'client-key', auth: 'client-secret' } }),
  });
  if (subscribed) subscription = makeSubscription();
  const subscribe = jest.fn(async (_options: PushSubscriptionOptionsInit) => (subscription = makeSubscription()));
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  const register = jest.fn(async (_url: string, _options: RegistrationOptions) => registration);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, getRegistration: async () => registration } });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'Notification', { configurable: true, value: { permission, requestPermission: async () => 'granted' } });
  return { register, subscribe };
}

function stubProfile() {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(spotter),
    'GET /api/users/user-1': () => jsonResponse(spotter),
    'GET /api/push/public-key': () => jsonResponse({ publicKey: PUBLIC_KEY }),
    'POST /api/push/subscriptions': () => new Response(null, { status: 204 }),
    'DELETE /api/push/subscriptions': () => new Response(null, { status: 204 }),
  });
}

describe('Notifications on this device (profile)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'PushManager');
    Reflect.deleteProperty(window, 'Notification');
  });

  it('says so where the browser cannot receive pushes', async () => {
    stubProfile();
    renderRoute(<ProfileScreen />, { path: '/profile/:id?', url: '/profile' });
    expect(await screen.findByText('This browser cannot receive notifications while DockFlow is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Turn On/ })).not.toBeInTheDocument();
  });

  it('turns on: subscribes with the server’s key on the push worker’s own scope and sends the subscription; turns off: forgets it', async () => {
    const browser = fakePushBrowser();
    const { requests } = stubProfile();
    const { user } = renderRoute(<ProfileScreen />, { path: '/profile/:id?', url: '/profile' });

    await user.click(await screen.findByRole('button', { name: /Turn On for This Device/ }));
    expect(await screen.findByRole('button', { name: 'Turn Off for This Device' })).toBeInTheDocument();
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/push-sw/' });
    const [options] = browser.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    const posted = requests.find((request) => request.method === 'POST')!;
    expect(await posted.json()).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'client-key', auth: 'client-secret' } });

    await user.click(screen.getByRole('button', { name: 'Turn Off for This Device' }));
    expect(await screen.findByRole('button', { name: /Turn On for This Device/ })).toBeInTheDocument();
    const deleted = requests.find((request) => request.method === 'DELETE')!;
    expect(new URL(deleted.url).searchParams.get('endpoint')).toBe(ENDPOINT);
  });

  it('says so when the browser blocks notifications for the site', async () => {
    fakePushBrowser('denied');
    stubProfile();
    renderRoute(<ProfileScreen />, { path: '/profile/:id?', url: '/profile' });
    expect(await screen.findByText('Notifications are blocked for this site in the browser settings.')).toBeInTheDocument();
  });
});
