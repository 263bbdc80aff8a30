import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { CONTAINER_DOORS, type ContainerDoorStatus, type Shipment, type TruckerBoard } from '@dockflow/contracts';
import { renderRoute } from '../../test/renderRoute';
import { socket } from '../../lib/socket';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aLoadingRow, aShipment, aUser } from '../../test/fixtures';
import { pushShipmentChanged, shipmentChanges } from '../../test/pushes';
import { DockDisplayScreen } from './DockDisplayScreen';

const loading = aShipment({ id: 'a', tmpNumber: 'TMP-1A', containerDoor: '1A', status: 'loading', workflowStep: 'loading', progressPercentage: 45 });
const late = aShipment({ id: 'b', tmpNumber: 'TMP-2B', containerDoor: '2B', status: 'delayed', workflowStep: 'bol_entry', progressPercentage: 30 });

const board: TruckerBoard = {
  summary: { waiting: 1, readyToRelease: 0, releasedToday: 0, lateFeesOnBoard: '0.00' },
  truckers: [
    {
      purchaseOrderId: 'po-1',
      poNumber: 'PO-1',
      shipmentId: 'a',
      tmpNumber: 'TMP-1A',
      shipmentStatus: 'loading',
      driverName: 'Sam Carter',
      driverPhone: null,
      truckColor: 'Blue',
      truckNumber: 'TRK-88',
      otrDoor: 'OTR-2',
      checkInTime: '2026-11-21T10:00:00.000Z',
      releasedAt: null,
      waitMinutes: 30,
      lateFeesOwed: '0.00',
      canRelease: false,
    },
  ],
};

/** The doors as the server tells them: 1A and 2B held, 1A with the next container planned. */
const doors: ContainerDoorStatus[] = CONTAINER_DOORS.map((door) => ({
  door,
  occupant: door === '1A' ? { shipmentId: 'a', tmpNumber: 'TMP-1A' } : door === '2B' ? { shipmentId: 'b', tmpNumber: 'TMP-2B' } : null,
  next: door === '1A' ? { shipmentId: 'n', tmpNumber: 'TMP-NEXT', estimatedCompletion: null } : null,
}));

/** Answers each status filter of the list: loading and delayed shipments. */
function stubDisplay(shipmentsFor: (status: string | null) => Shipment[] = (status) => (status === 'loading' ? [loading] : status === 'delayed' ? [late] : [])) {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(aUser({ role: 'viewer' })),
    'GET /api/shipments': (request) => {
      const shipments = shipmentsFor(new URL(request.url).searchParams.get('status'));
      return jsonResponse({ shipments, total: shipments.length });
    },
    'GET /api/trucker-board': () => jsonResponse(board),
    'GET /api/container-doors': () => jsonResponse(doors),
  });
}

/** Makes the one socket look connected, or trying to reconnect, and tells its watchers. */
function setConnection(state: 'live' | 'reconnecting') {
  act(() => {
    socket.connected = state === 'live';
    Object.defineProperty(socket, 'active', { configurable: true, get: () => true });
    for (const listener of socket.listeners(state === 'live' ? 'connect' : 'disconnect')) listener('transport close');
  });
}

const tile = (door: string) => screen.getByRole('region', { name: `Door ${door}` });

describe('Dock display', () => {
  afterEach(() => {
    socket.connected = false;
    Reflect.deleteProperty(socket, 'active');
  });

  it('shows every door: the shipment at it with progress, truck and driver, or Free', async () => {
    setConnection('live');
    const { requests } = stubDisplay();
    renderRoute(<DockDisplayScreen />);

    expect(await screen.findByText('TMP-1A')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'DockFlow — Dock Board' })).toBeInTheDocument();
    expect(within(tile('1A')).getByText('Loading')).toBeInTheDocument();
    expect(within(tile('1A')).getByText('45%')).toBeInTheDocument();
    expect(within(tile('1A')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(await within(tile('1A')).findByText('Blue TRK-88')).toBeInTheDocument();
    expect(within(tile('1A')).getByText('Sam Carter')).toBeInTheDocument();
    expect(within(tile('2B')).getByText('Delayed')).toBeInTheDocument();
    expect(within(tile('2B')).getByText('Late')).toBeInTheDocument();
    expect(within(tile('3C')).getByText('Free')).toBeInTheDocument();
    expect(screen.getAllByText('Free')).toHaveLength(7);
    expect(within(tile('1A')).getByText('Next: TMP-NEXT')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const statuses = requests.filter((request) => new URL(request.url).pathname === '/api/shipments').map((request) => new URL(request.url).searchParams.get('status'));
    expect(statuses.sort()).toEqual(['delayed', 'in_progress', 'loading']);
  });

  it('says prominently that the data may be old while the live connection is down', async () => {
    setConnection('live');
    stubDisplay();
    renderRoute(<DockDisplayScreen />);
    await screen.findByText('TMP-1A');

    setConnection('reconnecting');

    expect(screen.getByRole('alert')).toHaveTextContent(/^Reconnecting — data may be out of date since \d{1,2}:\d{2}:\d{2}/);
    expect(screen.getByText('TMP-1A')).toBeInTheDocument();

    setConnection('live');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows shipments changing at the doors from the pushes alone', async () => {
    setConnection('live');
    const { requests } = stubDisplay((status) => (status === 'loading' ? [loading] : []));
    renderRoute(<DockDisplayScreen />);
    await screen.findByText('TMP-1A');
    await within(tile('1A')).findByText('Sam Carter');
    const requestsBefore = requests.length;

    const moved = { ...loading, containerDoor: '3A', updatedAt: '2026-11-21T12:00:00.000Z' };
    pushShipmentChanged(shipmentChanges.detailsEdited(moved, { containerDoor: { from: '1A', to: '3A' } }));
    const checkedIn = aShipment({ id: 'c', tmpNumber: 'TMP-2C', containerDoor: '2C', createdAt: '2026-11-21T12:00:00.000Z', updatedAt: '2026-11-21T12:00:00.000Z' });
    pushShipmentChanged(shipmentChanges.containerCheckedIn(checkedIn));
    pushShipmentChanged(shipmentChanges.rowRecorded({ ...moved, progressPercentage: 50, updatedAt: '2026-11-21T12:05:00.000Z' }, aLoadingRow(10, { shipmentId: 'a' }), 10));

    expect(await within(tile('3A')).findByText('TMP-1A')).toBeInTheDocument();
    expect(within(tile('3A')).getByText('50%')).toBeInTheDocument();
    expect(within(tile('1A')).getByText('Free')).toBeInTheDocument();
    expect(within(tile('2C')).getByText('TMP-2C')).toBeInTheDocument();
    // Shipments come whole in the pushes; the trucker board is not asked again for a row that leaves its shipment loading.
    // Only the doors' next-in-line, which the server computes, is asked again (throttled) after the check-in and the move.
    const asked = requests.slice(requestsBefore).map((request) => new URL(request.url).pathname);
    expect(new Set(asked)).toEqual(new Set(asked.length ? ['/api/container-doors'] : []));
  });
});
