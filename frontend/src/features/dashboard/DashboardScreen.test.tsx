import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { SOCKET_EVENTS, type DashboardStats, type Shipment } from '@dockflow/contracts';
import { jsonResponse, pendingResponse, stubFetch } from '../../test/fetchStub';
import { aLoadingRow, aShipment, aUser } from '../../test/fixtures';
import { deliverPush, listeningFor, pushShipmentChanged, shipmentChanges } from '../../test/pushes';
import { renderApp } from '../../test/renderApp';
import { setScreenWidth } from '../../test/screenWidth';
import { setSiteTimeZone } from '../../lib/siteTime';

const signedIn = () => jsonResponse(aUser());

function someStats(captions: Partial<DashboardStats['captions']> = {}): DashboardStats {
  return {
    activeShipments: 12,
    trucksInQueue: 4,
    containersLoading: 3,
    completedToday: 7,
    captions: { activeChangeSinceYesterday: 3, averageWaitMinutes: 15, averageLoadingProgress: 78, onTimeRate: 95, ...captions },
    generatedAt: new Date().toISOString(),
  };
}

const listOf = (shipments: Shipment[], total = shipments.length) => () => jsonResponse({ shipments, total });

const listRequests = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/api/shipments').map((request) => new URL(request.url).search);

describe('Operations Dashboard: stat cards', () => {
  it('shows the four figures with their computed captions and when they were computed', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': listOf([]), 'GET /api/dashboard/stats': () => jsonResponse(someStats()) });
    renderApp('/');

    const figures = await screen.findByRole('region', { name: 'Dashboard figures' });
    expect(await within(figures).findByText('+3 from yesterday')).toBeInTheDocument();
    expect(within(figures).getByText('Active Shipments')).toBeInTheDocument();
    expect(within(figures).getByText('12')).toBeInTheDocument();
    expect(within(figures).getByText('Avg wait: 15 min')).toBeInTheDocument();
    expect(within(figures).getByText('78% avg progress')).toBeInTheDocument();
    expect(within(figures).getByText('95% on-time rate')).toBeInTheDocument();
    expect(screen.getByText('Last Updated just now')).toBeInTheDocument();
  });

  it('says so when there is nothing to average', async () => {
    const stats = someStats({ activeChangeSinceYesterday: -2, averageWaitMinutes: null, averageLoadingProgress: null, onTimeRate: null });
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': listOf([]), 'GET /api/dashboard/stats': () => jsonResponse(stats) });
    renderApp('/');

    expect(await screen.findByText('\u22122 from yesterday')).toBeInTheDocument();
    expect(screen.getByText('Avg wait: no releases today')).toBeInTheDocument();
    expect(screen.getByText('No containers loading')).toBeInTheDocument();
    expect(screen.getByText('No completed loads with an ETA this week')).toBeInTheDocument();
  });

  it('recomputes the figures for a change that moves one, not for others', async () => {
    let asked = 0;
    const { requests } = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/shipments': listOf([]),
      'GET /api/dashboard/stats': () => jsonResponse({ ...someStats(), activeShipments: ++asked === 1 ? 12 : 13 }),
    });
    renderApp('/');
    const figures = await screen.findByRole('region', { name: 'Dashboard figures' });
    await within(figures).findByText('12');
    const statsRequests = () => requests.filter((request) => request.url.endsWith('/api/dashboard/stats'));

    const loading = aShipment({ id: 'other', status: 'loading', workflowStep: 'loading', updatedAt: '2026-11-21T11:00:00.000Z' });
    pushShipmentChanged(shipmentChanges.detailsEdited(loading, { notes: { from: null, to: 'Fragile' } }));
    expect(statsRequests()).toHaveLength(1);

    pushShipmentChanged(shipmentChanges.containerCheckedIn(aShipment({ id: 'new' })));

    expect(await within(figures).findByText('13')).toBeInTheDocument();
    expect(statsRequests()).toHaveLength(2);
  });
});

describe('Operations Dashboard: Active Shipments', () => {
  let restoreWidth: () => void;
  beforeEach(() => {
    restoreWidth = setScreenWidth(1280);
  });
  afterEach(() => restoreWidth());

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
      'GET /api/shipments': listOf(
        [
          aShipment({ id: 'a', tmpNumber: 'TMP-2002', status: 'loading', workflowStep: 'loading', containerDoor: '2B', dockLocation: 'Dock B', progressPercentage: 80 }),
          aShipment({ id: 'b', tmpNumber: 'TMP-2001', status: 'delayed', progressPercentage: 140 }),
        ],
        30,
      ),
    });
    renderApp('/');

    await screen.findByText('TMP-2002');
    const rows = within(screen.getByRole('table', { name: 'Active Shipments' })).getAllByRole('row');
    expect(within(rows[1]).getByText('TMP-2002')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Loading')).toBeInTheDocument();
    expect(within(rows[1]).getByText('2B')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Dock B')).toBeInTheDocument();
    expect(within(rows[1]).getByText('80%')).toBeInTheDocument();
    // A delayed shipment shows the step it is at, with a Delayed badge beside it.
    expect(within(rows[2]).getByText('Container Check-In')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Delayed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-2 of 30 shipments')).toBeInTheDocument();
    expect(listRequests(requests)).toEqual(['?page=1&pageSize=25']);
  });

  it('pages with Previous and Next, each enabled only when there is somewhere to go', async () => {
    const pageOf = (page: number) => Array.from({ length: page === 2 ? 5 : 25 }, (_, index) => aShipment({ id: `p${page}-${index}`, tmpNumber: `TMP-${page}-${index}` }));
    const { requests } = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/shipments': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return jsonResponse({ shipments: pageOf(page), total: 30 });
      },
    });
    const { user } = renderApp('/');

    expect(await screen.findByText('Showing 1-25 of 30 shipments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: /Next/ }));

    expect(await screen.findByText('Showing 26-30 of 30 shipments')).toBeInTheDocument();
    expect(screen.getByText('TMP-2-0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(listRequests(requests)).toContain('?page=2&pageSize=25');
  });

  it('filters on the server by status, dock and search, and Clear brings every shipment back', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/shipments': (request) =>
        listOf([aShipment({ tmpNumber: new URL(request.url).searchParams.has('status') ? 'TMP-MATCH' : 'TMP-ANY' })])(),
    });
    const { user } = renderApp('/');
    await screen.findByText('TMP-ANY');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In Progress');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dock' }), 'Dock B');
    await user.type(screen.getByRole('textbox', { name: 'Search shipments' }), 'PO-77');

    await waitFor(() => expect(listRequests(requests)).toContain('?status=in_progress&dock=Dock+B&search=PO-77&page=1&pageSize=25'));
    expect(listRequests(requests)).not.toContain('?status=in_progress&dock=Dock+B&search=P&page=1&pageSize=25');
    expect(await screen.findByText('TMP-MATCH')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(await screen.findByText('TMP-ANY')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search shipments' })).toHaveValue('');
  });

  it('opens the export with the current filters', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': listOf([aShipment()]) });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderApp('/');
    await screen.findByText('TMP-1001');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: /Export/ }));

    expect(open).toHaveBeenCalledWith('/api/export/shipments?status=completed', '_blank', 'noopener');
    expect(await screen.findByText('Export Started')).toBeInTheDocument();
    open.mockRestore();
  });

  it('refreshes the list and the figures and says so', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/shipments': listOf([aShipment()]),
      'GET /api/dashboard/stats': () => jsonResponse(someStats()),
    });
    const { user } = renderApp('/');
    await screen.findByText('TMP-1001');

    await user.click(screen.getByRole('button', { name: /Refresh/ }));

    expect(await screen.findByText('Dashboard Refreshed')).toBeInTheDocument();
    expect(listRequests(requests)).toHaveLength(2);
    expect(requests.filter((request) => request.url.endsWith('/api/dashboard/stats'))).toHaveLength(2);
  });

  it('links each row to its shipment page, and to its edit form', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': listOf([aShipment({ id: 's-9', tmpNumber: 'TMP-9' })]) });
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'View TMP-9' })).toHaveAttribute('href', '/shipments/s-9');
    expect(screen.getByRole('link', { name: 'Edit TMP-9' })).toHaveAttribute('href', '/shipments/s-9?edit=1');
  });

  it('says when the QR code cannot be loaded, and closes', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/shipments': listOf([aShipment({ id: 's-9', tmpNumber: 'TMP-9' })]),
      'GET /api/shipments/s-9/qr': () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Boom' }, 500),
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'QR code for TMP-9' }));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Failed to load QR code')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Close'));
    await waitFor(() => expect(screen.queryByText('Failed to load QR code')).not.toBeInTheDocument());
  });

  it('shows the QR code with its TMP number, ready to print', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/shipments': listOf([aShipment({ id: 's-9', tmpNumber: 'TMP-9' })]),
      'GET /api/shipments/s-9/qr': () =>
        jsonResponse({ qrCode: 'data:image/png;base64,AAAA', shipmentData: { tmpNumber: 'TMP-9', containerDoor: '1A', status: 'loading' } }),
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'QR code for TMP-9' }));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'QR code for TMP-9' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(within(dialog).getByRole('button', { name: /Print QR Code/ })).toBeEnabled();
  });

  it('shows a check-in made elsewhere where the server sorts it, with the server’s total', async () => {
    const server = { shipments: [aShipment({ id: 'old', tmpNumber: 'TMP-1000' })] };
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': () => jsonResponse({ shipments: server.shipments, total: server.shipments.length }) });
    renderApp('/');
    await screen.findByText('TMP-1000');

    const arrived = aShipment({ id: 'new', tmpNumber: 'TMP-3000', createdAt: '2026-11-21T11:00:00.000Z', updatedAt: '2026-11-21T11:00:00.000Z' });
    server.shipments = [arrived, ...server.shipments];
    pushShipmentChanged(shipmentChanges.containerCheckedIn(arrived));
    pushShipmentChanged(shipmentChanges.containerCheckedIn(arrived));

    expect(await screen.findByText('TMP-3000')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Active Shipments' })).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByText(/^TMP-/)?.textContent).filter(Boolean)).toEqual(['TMP-3000', 'TMP-1000']);
    expect(screen.getByText('Showing 1-2 of 2 shipments')).toBeInTheDocument();
  });

  it('shows the server’s total after a large import, not a count of the pushes that arrived', async () => {
    const server = { shipments: [aShipment({ id: 'old', tmpNumber: 'TMP-1000' })], total: 1 };
    const { requests } = stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': () => jsonResponse({ shipments: server.shipments, total: server.total }) });
    renderApp('/');
    await screen.findByText('Showing 1-1 of 1 shipments');

    // The import committed 36,014 shipments at once; their pushes are still arriving.
    server.total = 36_014;
    for (let index = 0; index < 200; index++) {
      const scheduled = aShipment({ id: `imported-${index}`, tmpNumber: `TMP-IMP-${index}`, status: 'pending', workflowStep: 'pending' });
      pushShipmentChanged(shipmentChanges.scheduled(scheduled));
    }

    expect(await screen.findByText('Showing 1-1 of 36,014 shipments')).toBeInTheDocument();
    expect(listRequests(requests).length).toBeLessThanOrEqual(3);
  });

  it('shows each ETA as its day over its time on the site clock, and a dash where there is none', async () => {
    setSiteTimeZone('America/Chicago');
    const planned = aShipment({ id: 'shipment-eta', tmpNumber: 'TMP-2001', estimatedCompletion: '2026-11-21T15:00:00.000Z' });
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': listOf([planned, aShipment()]) });
    renderApp('/');
    await screen.findByText('TMP-2001');
    const table = screen.getByRole('table', { name: 'Active Shipments' });
    const column = within(table).getAllByRole('columnheader').findIndex((header) => header.textContent?.startsWith('ETA'));
    const etaOf = (tmpNumber: string) => within(within(table).getByText(tmpNumber).closest('tr')!).getAllByRole('cell')[column]!;

    expect(within(etaOf('TMP-2001')).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(etaOf('TMP-2001')).getByText('9:00 AM CST')).toBeInTheDocument();
    expect(etaOf('TMP-1001').textContent).toBe('\u2014');
  });

  it('sorts by a column on the server: ascending, descending, then back to active work first', async () => {
    const { requests } = stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': listOf([aShipment()]) });
    const { user } = renderApp('/');
    await screen.findByText('TMP-1001');
    const etaHeader = () => screen.getByRole('columnheader', { name: 'ETA' });

    await user.click(etaHeader());
    await waitFor(() => expect(listRequests(requests)).toContain('?page=1&pageSize=25&sort=eta&order=asc'));
    await user.click(etaHeader());
    await waitFor(() => expect(listRequests(requests)).toContain('?page=1&pageSize=25&sort=eta&order=desc'));
    expect(etaHeader()).toHaveAttribute('aria-sort', 'descending');
    await user.click(etaHeader());
    // Back to the first answer, active work first (kept in the cache).
    await waitFor(() => expect(etaHeader()).not.toHaveAttribute('aria-sort'));
  });

  it('offers a Delayed status and every dock', async () => {
    const { requests } = stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': listOf([aShipment()]) });
    const { user } = renderApp('/');
    await screen.findByText('TMP-1001');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Delayed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dock' }), 'Dock D');

    await waitFor(() => expect(listRequests(requests)).toContain('?status=delayed&dock=Dock+D&page=1&pageSize=25'));
  });

  it('asks the server again when a change may alter what matches the filters, and otherwise updates the listed shipment in place', async () => {
    const listed = aShipment({ status: 'loading', workflowStep: 'loading', progressPercentage: 40 });
    const { requests } = stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': listOf([listed]) });
    const { user } = renderApp('/');
    await screen.findByText('TMP-1001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Loading');
    await waitFor(() => expect(listRequests(requests)).toContain('?status=loading&page=1&pageSize=25'));
    await screen.findByLabelText('Progress 40%');
    const asked = listRequests(requests).length;

    const rowRecorded = { ...listed, progressPercentage: 45, updatedAt: '2026-11-21T11:00:00.000Z' };
    pushShipmentChanged(shipmentChanges.rowRecorded(rowRecorded, aLoadingRow(9), 9));
    expect(await screen.findByLabelText('Progress 45%')).toBeInTheDocument();
    expect(listRequests(requests)).toHaveLength(asked);

    const crewed = aShipment({ id: 'other', tmpNumber: 'TMP-4000', status: 'loading', workflowStep: 'loading' });
    pushShipmentChanged(
      shipmentChanges.crewAssigned(crewed, {
        id: 'crew-1',
        shipmentId: 'other',
        otrDriverId: 'driver-1',
        forkliftOperatorId: 'forklift-1',
        otrDoorAssignment: 'OTR-1',
        instructions: 'Heavy first',
        instructionsSent: false,
        sentAt: null,
        driverOpenedAt: null,
        forkliftOperatorOpenedAt: null,
        createdAt: crewed.updatedAt,
      }),
    );

    await waitFor(() => expect(listRequests(requests).length).toBe(asked + 1));
    expect(screen.queryByText('TMP-4000')).not.toBeInTheDocument();
  });

  it('lets viewers look but not edit', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser({ role: 'viewer' })), 'GET /api/shipments': listOf([aShipment({ tmpNumber: 'TMP-9' })]) });
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'View TMP-9' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit TMP-9' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Edit TMP-9')).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('Operations Dashboard on a phone', () => {
  it('shows each shipment as a card with View, Edit and QR, and a tap on the card opens the shipment', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/shipments': listOf([aShipment({ id: 'a', tmpNumber: 'TMP-2002', status: 'loading', containerDoor: '2B' })]) });
    const { user, router } = renderApp('/');

    const cards = await screen.findByRole('list', { name: 'Active Shipments' });
    const card = within(cards).getByText('TMP-2002').closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'View TMP-2002' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit TMP-2002' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'QR code for TMP-2002' })).toBeInTheDocument();

    await user.click(within(card).getByText('2B'));
    await waitFor(() => expect(router.location.pathname).toBe('/shipments/a'));
  });
});

describe('Operations Dashboard: changes around its first answers', () => {
  it.each([
    // Checked in elsewhere after the page read its list, before its socket connected: no push reached it.
    { when: 'once the live connection is made, so a change made before it shows', event: 'connect', args: [] },
    // An import of thousands of rows: one push for all of them.
    { when: 'when a command changed too much to push each change (a large import)', event: SOCKET_EVENTS.bulkChanged, args: [{ events: 5000 }] },
  ])('reads its shipments and figures again $when', async ({ event, args }) => {
    const server = { shipments: [aShipment({ id: 'old', tmpNumber: 'TMP-1000' })], stats: someStats() };
    const { requests } = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/shipments': () => jsonResponse({ shipments: server.shipments, total: server.shipments.length }),
      'GET /api/dashboard/stats': () => jsonResponse(server.stats),
    });
    renderApp('/');
    await screen.findByText('TMP-1000');
    await listeningFor(event);
    expect(listRequests(requests)).toHaveLength(1);

    server.shipments = [aShipment({ id: 'new', tmpNumber: 'TMP-3000' }), ...server.shipments];
    server.stats = someStats();
    server.stats.activeShipments = 13;
    deliverPush(event, ...args);

    expect(await screen.findByText('TMP-3000')).toBeInTheDocument();
    expect(await screen.findByText('13')).toBeInTheDocument();
    expect(listRequests(requests)).toHaveLength(2);
  });

  it('keeps a change pushed while its first page is on its way, and reads the page again for it', async () => {
    const firstPage = pendingResponse();
    const server = { shipments: [aShipment({ id: 'old', tmpNumber: 'TMP-1000' })] };
    let listed = 0;
    const { requests } = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/shipments': () => (++listed === 1 ? firstPage.handler() : jsonResponse({ shipments: server.shipments, total: server.shipments.length })),
      'GET /api/dashboard/stats': () => jsonResponse(someStats()),
    });
    renderApp('/');
    await waitFor(() => expect(listRequests(requests)).toHaveLength(1));
    await listeningFor(SOCKET_EVENTS.shipmentChanged);

    // The page was read before this check-in committed, and its answer arrives after the push.
    const arrived = aShipment({ id: 'new', tmpNumber: 'TMP-3000' });
    pushShipmentChanged(shipmentChanges.containerCheckedIn(arrived));
    firstPage.answer(jsonResponse({ shipments: server.shipments, total: 1 }));
    server.shipments = [arrived, ...server.shipments];

    expect(await screen.findByText('TMP-3000')).toBeInTheDocument();
    expect(listRequests(requests)).toHaveLength(2);
  });
});
