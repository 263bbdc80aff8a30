import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CONTAINER_DOORS, type ContainerDoorStatus, type DisplayBoard, type TruckerBoard } from '@dockflow/contracts';
import { socket } from '../../lib/socket';
import { jsonResponse, signedOut, stubFetch } from '../../test/fetchStub';
import { aShipment } from '../../test/fixtures';
import { deliverPush } from '../../test/pushes';
import { renderRoutes } from '../../test/renderApp';
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

/** The board of a paired display for Docks A and B: a loading and a delayed shipment. */
function aBoard(shipments = [loading, late]): DisplayBoard {
  return { display: { id: 'd1', name: 'North wall', docks: ['Dock A', 'Dock B'] }, shipments, truckers: board.truckers, doors };
}

const revoked = () => jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'This display was revoked', code: 'DISPLAY_REVOKED' }, 401);

/** The wall screen at /display (no person signed in), as the app's router mounts it. */
function renderDisplay(url = '/display') {
  return renderRoutes([{ path: '/display', element: <DockDisplayScreen /> }], url);
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
const boardReads = (requests: Request[]) => requests.filter((request) => new URL(request.url).pathname === '/api/display/board').length;

describe('Dock display, a paired device', () => {
  afterEach(() => {
    socket.connected = false;
    Reflect.deleteProperty(socket, 'active');
  });

  it('shows every door of its board: the shipment at it with progress, truck and driver, or Free', async () => {
    setConnection('live');
    const { requests } = stubFetch({ 'GET /api/auth/user': signedOut, 'GET /api/display/board': () => jsonResponse(aBoard()) });
    renderDisplay();

    expect(await screen.findByText('TMP-1A')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'North wall — Dock A, Dock B' })).toBeInTheDocument();
    expect(within(tile('1A')).getByText('Loading')).toBeInTheDocument();
    expect(within(tile('1A')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(within(tile('1A')).getByText('Blue TRK-88')).toBeInTheDocument();
    expect(within(tile('1A')).getByText('Sam Carter')).toBeInTheDocument();
    expect(within(tile('2B')).getByText('Late')).toBeInTheDocument();
    expect(screen.getAllByText('Free')).toHaveLength(7);
    expect(within(tile('1A')).getByText('Next: TMP-NEXT')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A device reads only its own board (and the site's time zone): no person's lists.
    expect(requests.map((request) => new URL(request.url).pathname).filter((path) => path !== '/api/auth/user' && path !== '/api/site')).toEqual(['/api/display/board']);
  });

  it('says prominently that the data may be old while the live connection is down', async () => {
    setConnection('live');
    stubFetch({ 'GET /api/display/board': () => jsonResponse(aBoard()) });
    renderDisplay();
    await screen.findByText('TMP-1A');

    setConnection('reconnecting');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Reconnecting — data may be out of date since \d{1,2}:\d{2}:\d{2}/);

    setConnection('live');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads its board again when the server signals a change', async () => {
    setConnection('live');
    let answer = aBoard([loading]);
    const { requests } = stubFetch({ 'GET /api/display/board': () => jsonResponse(answer) });
    renderDisplay();
    await screen.findByText('TMP-1A');
    const before = boardReads(requests);

    answer = aBoard([{ ...loading, progressPercentage: 50 }]);
    deliverPush('display.board-changed');

    expect(await within(tile('1A')).findByText('50%')).toBeInTheDocument();
    expect(boardReads(requests)).toBe(before + 1);
  });

  it('unpaired, asks for its pairing code and shows its board once paired', async () => {
    let paired = false;
    const { requests } = stubFetch({
      'GET /api/display/board': () => (paired ? jsonResponse(aBoard()) : signedOut()),
      'POST /api/display/pair': async (request) => {
        paired = ((await request.json()) as { code: string }).code === 'ABCD-2345';
        return paired ? jsonResponse(aBoard().display) : jsonResponse({ statusCode: 400, message: 'Validation failed', errors: [{ field: 'code', message: 'This pairing code is not valid or has expired. Ask your administrator for a new one.' }] }, 400);
      },
    });
    const { user } = renderDisplay();

    expect(await screen.findByRole('heading', { name: 'This display is not paired' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pairing code'), 'WRONG-CODE');
    await user.click(screen.getByRole('button', { name: 'Pair this display' }));
    expect(await screen.findByText('This pairing code is not valid or has expired. Ask your administrator for a new one.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Pairing code'));
    await user.type(screen.getByLabelText('Pairing code'), 'ABCD-2345');
    await user.click(screen.getByRole('button', { name: 'Pair this display' }));
    expect(await screen.findByText('TMP-1A')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('pairs from its pairing link and drops the code from the address', async () => {
    let paired = false;
    stubFetch({
      'GET /api/display/board': () => (paired ? jsonResponse(aBoard()) : signedOut()),
      'POST /api/display/pair': () => {
        paired = true;
        return jsonResponse(aBoard().display);
      },
    });
    const { router } = renderDisplay('/display?code=ABCD-2345');
    expect(await screen.findByText('TMP-1A')).toBeInTheDocument();
    expect(router.location.search).toBe('');
  });

  it('pairs from its pairing link when the pairing answers before its first read of the board', async () => {
    let paired = false;
    let answerFirstRead: () => void = () => undefined;
    let reads = 0;
    stubFetch({
      'GET /api/display/board': async () => {
        // The first read left before the pairing: it answers as unpaired, after the pairing's answer.
        if (++reads === 1) await new Promise<void>((resolve) => (answerFirstRead = resolve));
        return reads > 1 && paired ? jsonResponse(aBoard()) : signedOut();
      },
      'POST /api/display/pair': () => {
        paired = true;
        return jsonResponse(aBoard().display);
      },
    });
    renderDisplay('/display?code=ABCD-2345');
    await waitFor(() => expect(paired).toBe(true));
    act(() => answerFirstRead());

    expect(await screen.findByRole('heading', { name: 'North wall — Dock A, Dock B' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('revoked while a read of its board is under way, reads again once that read answers and shows revoked', async () => {
    setConnection('live');
    let isRevoked = false;
    let answerHeldRead: () => void = () => undefined;
    let holdNextRead = false;
    const { requests } = stubFetch({
      'GET /api/display/board': async () => {
        if (holdNextRead) {
          holdNextRead = false;
          // Left before the revocation: it answers the board.
          await new Promise<void>((resolve) => (answerHeldRead = resolve));
          return jsonResponse(aBoard());
        }
        return isRevoked ? revoked() : jsonResponse(aBoard());
      },
    });
    renderDisplay();
    await screen.findByText('TMP-1A');
    const before = boardReads(requests);

    holdNextRead = true;
    deliverPush('display.board-changed');
    await waitFor(() => expect(boardReads(requests)).toBe(before + 1));
    isRevoked = true;
    act(() => {
      socket.connected = false;
    });
    deliverPush('disconnect', 'io server disconnect');
    // Past the once-a-second limit, so the read asked for on the disconnect is due while the first is still out.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    act(() => answerHeldRead());

    expect(await screen.findByRole('heading', { name: 'This display was revoked' })).toBeInTheDocument();
    expect(boardReads(requests)).toBe(before + 2);
  });

  it('revoked, shows a full-screen revoked notice and no board', async () => {
    setConnection('live');
    let isRevoked = false;
    stubFetch({ 'GET /api/display/board': () => (isRevoked ? revoked() : jsonResponse(aBoard())) });
    renderDisplay();
    await screen.findByText('TMP-1A');

    isRevoked = true;
    act(() => {
      socket.connected = false;
    });
    deliverPush('disconnect', 'io server disconnect');

    expect(await screen.findByRole('heading', { name: 'This display was revoked' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('TMP-1A')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Door 1A' })).not.toBeInTheDocument();
  });
});
