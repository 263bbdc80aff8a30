import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { DisplayPairing, WallDisplay } from '@dockflow/contracts';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aUser } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { WallDisplaysScreen } from './WallDisplaysScreen';

const admin = aUser({ id: 'admin-1', role: 'admin' });

function aDisplay(overrides: Partial<WallDisplay> = {}): WallDisplay {
  return {
    id: 'd1',
    name: 'North wall',
    docks: ['Dock A'],
    state: 'paired',
    lastContactAt: '2026-11-21T12:00:00.000Z',
    pairedAt: '2026-11-21T11:00:00.000Z',
    revokedAt: null,
    pairingExpiresAt: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** The display's card (jsdom matches no media query: the phone layout). */
async function displayCard(name: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Wall displays' });
  return within(list).getAllByRole('listitem').find((item) => within(item).queryByText(name))!;
}

async function openScreen(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({ 'GET /api/auth/user': () => jsonResponse(admin), ...routes });
  const app = renderRoute(<WallDisplaysScreen />, { url: '/wall-displays' });
  await screen.findByRole('heading', { name: 'Wall Displays' });
  return { ...app, ...stub };
}

describe('Wall Displays', () => {
  it('says so when there is no display yet', async () => {
    await openScreen({ 'GET /api/displays': () => jsonResponse([]) });
    expect(await screen.findByText('No wall displays yet. Register one to pair a screen.')).toBeInTheDocument();
  });

  it('registers a display for the docks chosen and shows its pairing code and link once', async () => {
    const registered = aDisplay({ id: 'd2', name: 'South wall', docks: ['Dock B', 'Dock C'], state: 'awaiting_pairing', lastContactAt: null, pairedAt: null, pairingExpiresAt: '2026-11-21T13:00:00.000Z' });
    const pairing: DisplayPairing = { display: registered, pairingCode: 'K7QM-2XHD', pairingPath: '/display?code=K7QM-2XHD' };
    const { user, requests } = await openScreen({ 'GET /api/displays': () => jsonResponse([]), 'POST /api/displays': () => jsonResponse(pairing, 201) });

    await user.click(screen.getByRole('button', { name: 'Register Display' }));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one dock')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Display name'), 'South wall');
    await user.click(screen.getByRole('checkbox', { name: 'Dock B' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dock C' }));
    await user.click(screen.getByRole('button', { name: 'Register Display' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pair South wall' });
    expect(within(dialog).getByText('K7QM-2XHD')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: `${window.location.origin}/display?code=K7QM-2XHD` })).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({ name: 'South wall', docks: ['Dock B', 'Dock C'] });
    expect(within(await displayCard('South wall')).getByText('Waiting for pairing')).toBeInTheDocument();
  });

  it('revokes a display after a confirmation, and offers nothing more for it', async () => {
    const { user, requests } = await openScreen({
      'GET /api/displays': () => jsonResponse([aDisplay()]),
      'POST /api/displays/d1/revoke': () => jsonResponse(aDisplay({ state: 'revoked', revokedAt: '2026-11-21T12:30:00.000Z' })),
    });
    const card = await displayCard('North wall');
    expect(within(card).getByText('Paired')).toBeInTheDocument();
    expect(within(card).getByText('Dock A')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Revoke North wall?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    await waitFor(async () => expect(within(await displayCard('North wall')).getByText('Revoked')).toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname)).toEqual(['/api/displays/d1/revoke']);
    expect(within(await displayCard('North wall')).queryByRole('button')).not.toBeInTheDocument();
  });
});
