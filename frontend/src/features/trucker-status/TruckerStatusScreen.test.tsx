import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { TruckerBoard, TruckerBoardRow } from '@dockflow/contracts';
import { renderRoute } from '../../test/renderRoute';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aLoadingRow, aPurchaseOrder, aShipment, aUser } from '../../test/fixtures';
import { pushShipmentChanged, shipmentChanges } from '../../test/pushes';
import { setScreenWidth } from '../../test/screenWidth';
import { TruckerStatusScreen } from './TruckerStatusScreen';

function aTrucker(overrides: Partial<TruckerBoardRow> = {}): TruckerBoardRow {
  return {
    purchaseOrderId: 'po-1',
    poNumber: 'PO-1',
    shipmentId: 'shipment-1',
    tmpNumber: 'TMP-1001',
    shipmentStatus: 'loading',
    driverName: 'Sam Carter',
    driverPhone: '555-0100',
    truckColor: 'Blue',
    truckNumber: 'TRK-88',
    otrDoor: 'OTR-2',
    checkInTime: '2026-11-21T10:00:00.000Z',
    releasedAt: null,
    waitMinutes: 30,
    lateFeesOwed: '0.00',
    canRelease: false,
    ...overrides,
  };
}

function boardOf(truckers: TruckerBoardRow[]): TruckerBoard {
  const waiting = truckers.filter((trucker) => !trucker.releasedAt);
  return {
    summary: { waiting: waiting.length, readyToRelease: waiting.filter((trucker) => trucker.canRelease).length, releasedToday: truckers.length - waiting.length, lateFeesOnBoard: '150.00' },
    truckers,
  };
}

const threeTruckers = [
  aTrucker({ purchaseOrderId: 'po-ready', poNumber: 'PO-READY', driverName: 'Ready Rita', shipmentStatus: 'completed', canRelease: true, lateFeesOwed: '150.00' }),
  aTrucker({ purchaseOrderId: 'po-wait', poNumber: 'PO-WAIT', driverName: 'Waiting Will' }),
  aTrucker({ purchaseOrderId: 'po-gone', poNumber: 'PO-GONE', driverName: 'Gone Gina', shipmentStatus: 'completed', releasedAt: '2026-11-21T11:00:00.000Z', waitMinutes: 125 }),
];

function stubBoard(board: TruckerBoard, routes: Parameters<typeof stubFetch>[0] = {}, role: 'operator' | 'viewer' = 'operator') {
  return stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser({ role })), 'GET /api/trucker-board': () => jsonResponse(board), ...routes });
}

const rowOf = (driver: string) => screen.getByText(driver).closest('tr') as HTMLElement;

/** Presses Release Driver on Ready Rita's row and confirms. */
async function releaseRita(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(within(await waitFor(() => rowOf('Ready Rita'))).getByRole('button', { name: /Release Driver/ }));
  await user.click(await screen.findByRole('button', { name: 'Release' }));
}

describe('Trucker Status Board', () => {
  let restoreWidth: () => void;
  beforeEach(() => {
    restoreWidth = setScreenWidth(1280);
  });
  afterEach(() => restoreWidth());

  it('shows the summary and each truck with its release state', async () => {
    stubBoard(boardOf(threeTruckers));
    renderRoute(<TruckerStatusScreen />);

    await screen.findByText('Ready Rita');
    const figures = screen.getByRole('region', { name: 'Trucker figures' });
    expect(within(figures).getByText('Trucks Waiting')).toBeInTheDocument();
    expect(within(figures).getByText('$150.00')).toBeInTheDocument();

    expect(within(rowOf('Ready Rita')).getByRole('button', { name: /Release Driver/ })).toBeEnabled();
    expect(within(rowOf('Waiting Will')).getByText('Waiting')).toBeInTheDocument();
    expect(within(rowOf('Waiting Will')).queryByRole('button', { name: /Release Driver/ })).not.toBeInTheDocument();
    expect(within(rowOf('Gone Gina')).getByText('Released')).toBeInTheDocument();
    expect(within(rowOf('Gone Gina')).getByText('2h 05m')).toBeInTheDocument();
    expect(within(rowOf('Waiting Will')).getByText('Blue TRK-88')).toBeInTheDocument();
    expect(within(rowOf('Waiting Will')).getByRole('link', { name: 'TMP-1001' })).toHaveAttribute('href', '/shipments/shipment-1');
  });

  it('asks before releasing, and releases nothing when the question is cancelled', async () => {
    const { requests } = stubBoard(boardOf(threeTruckers));
    const { user } = renderRoute(<TruckerStatusScreen />);

    await user.click(within(await waitFor(() => rowOf('Ready Rita'))).getByRole('button', { name: /Release Driver/ }));
    expect(await screen.findByText('Release this driver?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('releases a driver and says so', async () => {
    const released = aPurchaseOrder({ id: 'po-ready', poNumber: 'PO-READY', releasedAt: '2026-11-21T12:00:00.000Z', updatedAt: '2026-11-21T12:00:00.000Z' });
    const { requests } = stubBoard(boardOf(threeTruckers), {
      'PUT /api/purchase-orders/po-ready': () => {
        // The server pushes the release to every screen, this one included, which refetches its board.
        pushShipmentChanged(shipmentChanges.driverReleased(aShipment({ status: 'completed', workflowStep: 'completed' }), released));
        return jsonResponse(released);
      },
    });
    const { user } = renderRoute(<TruckerStatusScreen />);

    await releaseRita(user);

    expect(await screen.findByText('Driver Released')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'PUT');
    const body = (await sent?.json()) as { releasedAt: string };
    expect(Date.parse(body.releasedAt)).not.toBeNaN();
    await waitFor(() => expect(requests.filter((request) => request.url.endsWith('/api/trucker-board'))).toHaveLength(2));
  });

  it('shows the server’s reason when the release is refused', async () => {
    stubBoard(boardOf(threeTruckers), {
      'PUT /api/purchase-orders/po-ready': () => jsonResponse({ statusCode: 409, error: 'Conflict', message: 'This driver is already released.' }, 409),
    });
    const { user } = renderRoute(<TruckerStatusScreen />);

    await releaseRita(user);

    expect(await screen.findByText('Release Failed')).toBeInTheDocument();
    expect(screen.getByText('This driver is already released.')).toBeInTheDocument();
  });

  it('says its text from docs/product.md when the release fails otherwise', async () => {
    stubBoard(boardOf(threeTruckers), { 'PUT /api/purchase-orders/po-ready': () => jsonResponse({ statusCode: 500, error: 'Error', message: 'Boom' }, 500) });
    const { user } = renderRoute(<TruckerStatusScreen />);

    await releaseRita(user);

    expect(await screen.findByText('Failed to release driver.')).toBeInTheDocument();
  });

  it('lets viewers see but not release, and says why', async () => {
    stubBoard(boardOf(threeTruckers), {}, 'viewer');
    renderRoute(<TruckerStatusScreen />);

    await screen.findByText('Ready Rita');
    expect(within(rowOf('Ready Rita')).getByRole('button', { name: /Release Driver/ })).toBeDisabled();
    expect(screen.getByText('Your role (Viewer) cannot release drivers.')).toBeInTheDocument();
  });

  it('says when no trucks are on site', async () => {
    stubBoard(boardOf([]));
    renderRoute(<TruckerStatusScreen />);

    expect(await screen.findByText('No Active Truckers')).toBeInTheDocument();
  });

  it('refreshes when a shipment on the board changes status (its last row), not for the rows before', async () => {
    const { requests } = stubBoard(boardOf(threeTruckers));
    renderRoute(<TruckerStatusScreen />);
    await screen.findByText('Ready Rita');
    const boardRequests = () => requests.filter((request) => request.url.endsWith('/api/trucker-board'));

    pushShipmentChanged(shipmentChanges.rowRecorded(aShipment({ status: 'loading', workflowStep: 'loading', progressPercentage: 95 }), aLoadingRow(19), 19));
    pushShipmentChanged(shipmentChanges.rowRecorded(aShipment({ id: 'not-on-board', status: 'completed', workflowStep: 'completed' }), aLoadingRow(20), 20));
    expect(boardRequests()).toHaveLength(1);

    pushShipmentChanged(shipmentChanges.rowRecorded(aShipment({ status: 'completed', workflowStep: 'completed', progressPercentage: 100 }), aLoadingRow(20), 20));

    await waitFor(() => expect(boardRequests()).toHaveLength(2));
  });
});

describe('Trucker Status Board on a phone', () => {
  it('shows each truck as a card with its Release Driver button, and a tap on the card opens its shipment', async () => {
    stubBoard(boardOf(threeTruckers));
    const { user, router } = renderRoute(<TruckerStatusScreen />);

    const cards = await screen.findByRole('list', { name: 'Truckers' });
    const card = within(cards).getByText('Ready Rita').closest('li') as HTMLElement;
    expect(within(card).getByRole('button', { name: /Release Driver/ })).toBeEnabled();
    expect(screen.queryByRole('columnheader', { name: 'Driver' })).not.toBeInTheDocument();

    await user.click(within(card).getByText('Blue TRK-88'));
    expect(router.location.pathname).toBe('/shipments/shipment-1');
  });
});
