import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, stubFetch } from '../../test/fetchStub';
import { aShipment, aUser } from '../../test/fixtures';
import { pushShipmentChanged } from '../../test/pushes';
import { renderApp } from '../../test/renderApp';

const signedIn = () => jsonResponse(aUser());

describe('Operations Dashboard: Active Shipments', () => {
  it('shows a 5-row skeleton while loading', async () => {
    const list = pendingResponse();
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': list.handler });
    renderApp('/');

    const skeleton = await screen.findByRole('table', { name: 'Active Shipments' });
    expect(skeleton.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(skeleton).getAllByRole('row')).toHaveLength(1 + 5);

    list.answer(jsonResponse({ shipments: [], total: 0 }));
    expect(await screen.findByText('No Shipments Found')).toBeInTheDocument();
  });

  it('asks for the first page and lists the shipments with status, place, progress and count', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/shipments': () =>
        jsonResponse({
          shipments: [
            aShipment({ id: 'a', tmpNumber: 'TMP-2002', status: 'loading', containerDoor: '2B', dockLocation: 'Dock B', progressPercentage: 80 }),
            aShipment({ id: 'b', tmpNumber: 'TMP-2001', status: 'delayed', progressPercentage: 140 }),
          ],
          total: 30,
        }),
    });
    renderApp('/');

    await screen.findByText('TMP-2002');
    const rows = within(screen.getByRole('table', { name: 'Active Shipments' })).getAllByRole('row');
    expect(within(rows[1]).getByText('TMP-2002')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Loading')).toBeInTheDocument();
    expect(within(rows[1]).getByText('2B')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Dock B')).toBeInTheDocument();
    expect(within(rows[1]).getByText('80%')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Delayed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 30 shipments')).toBeInTheDocument();

    const listRequest = requests.find((request) => new URL(request.url).pathname === '/api/shipments');
    expect(new URL(listRequest!.url).search).toBe('?page=1&pageSize=25');
  });

  it('shows a check-in made elsewhere at once, and only once', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/shipments': () => jsonResponse({ shipments: [aShipment({ id: 'old', tmpNumber: 'TMP-1000' })], total: 1 }),
    });
    renderApp('/');
    await screen.findByText('TMP-1000');

    const arrived = aShipment({ id: 'new', tmpNumber: 'TMP-3000', createdAt: '2026-11-21T11:00:00.000Z', updatedAt: '2026-11-21T11:00:00.000Z' });
    pushShipmentChanged(arrived);
    pushShipmentChanged(arrived);

    expect(await screen.findByText('TMP-3000')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Active Shipments' })).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByText(/^TMP-/)?.textContent).filter(Boolean)).toEqual(['TMP-3000', 'TMP-1000']);
    expect(screen.getByText('Showing 2 of 2 shipments')).toBeInTheDocument();
  });
});
