import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { CompletedLoad, CompletedLoadList } from '@dockflow/contracts';
import { renderRoute } from '../../test/renderRoute';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aLoadingRow, aShipment, aUser } from '../../test/fixtures';
import { pushShipmentChanged, shipmentChanges } from '../../test/pushes';
import { CompletedLoadsScreen } from './CompletedLoadsScreen';
import { aCompletedLoad } from './testing/fixtures';
import { formatDateTime } from '../../lib/format';

function stubLoads(list: CompletedLoadList | ((request: Request) => CompletedLoadList)) {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(aUser()),
    'GET /api/completed-loads': (request) => jsonResponse(typeof list === 'function' ? list(request) : list),
  });
}

/** After renderRoute: user-event puts a clipboard of its own in place when it is set up. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

async function openLoads(loads: CompletedLoad[]) {
  const stub = stubLoads({ loads, total: loads.length });
  const app = renderRoute(<CompletedLoadsScreen />);
  await screen.findByRole('heading', { name: 'Completed Load Summary' });
  return { ...stub, ...app };
}

const loadRequests = (requests: Request[]) => requests.filter((request) => new URL(request.url).pathname === '/api/completed-loads');

describe('Completed Load Summary', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows each load with its POs, totals, loading time and efficiency', async () => {
    await openLoads([aCompletedLoad()]);

    const card = await screen.findByRole('article', { name: 'TMP-1001' });
    expect(within(card).getByText('1A / Dock A')).toBeInTheDocument();
    expect(within(card).getByText('SEAL-9')).toBeInTheDocument();
    expect(within(card).getByText('PO-1')).toBeInTheDocument();
    expect(within(card).getAllByText('1,000.00 lbs')).toHaveLength(2);
    expect(within(card).getByText('Sam Carter')).toBeInTheDocument();
    expect(within(card).getByText('Blue TRK-88')).toBeInTheDocument();
    expect(within(card).getAllByText('$50.00')).toHaveLength(2);
    expect(within(card).getByText('Totals')).toBeInTheDocument();
    expect(within(card).getByText('3h 20m')).toBeInTheDocument();
    expect(within(card).getByText('100%')).toBeInTheDocument();
  });

  it('shows each PO’s truck check-in and release times and its count result', async () => {
    const [po] = aCompletedLoad().purchaseOrders;
    await openLoads([aCompletedLoad({ purchaseOrders: [{ ...po, releasedAt: '2026-11-21T15:00:00.000Z' }] })]);

    const table = await screen.findByRole('table', { name: 'Purchase orders of TMP-1001' });
    expect(within(table).getByRole('columnheader', { name: 'Truck Check-In' })).toBeInTheDocument();
    expect(within(table).getByText(formatDateTime('2026-11-21T10:00:00.000Z'))).toBeInTheDocument();
    expect(within(table).getByText(formatDateTime('2026-11-21T15:00:00.000Z'))).toBeInTheDocument();
    expect(within(table).getByText('38 of 40 (Shortage \u22122)')).toBeInTheDocument();
  });

  it('copies the load for the accounting tool, says so and shows Copied for 3 s', async () => {
    const { user } = await openLoads([aCompletedLoad()]);
    const writeText = jest.fn(async (_text: string) => undefined);
    stubClipboard(writeText);

    await user.click(await screen.findByRole('button', { name: 'Copy TMP-1001' }));

    expect(await screen.findByText('Copied to Clipboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied TMP-1001' })).toBeInTheDocument();
    expect(writeText.mock.calls[0][0]).toMatch(/^TMP-1001\t1A\tDock A\t/);
    expect(writeText.mock.calls[0][0]).not.toContain('\n');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy TMP-1001' })).toBeInTheDocument(), { timeout: 4500 });
  });

  it('says when copying fails', async () => {
    const { user } = await openLoads([aCompletedLoad()]);
    stubClipboard(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });

    await user.click(await screen.findByRole('button', { name: 'Copy TMP-1001' }));

    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to copy to clipboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy TMP-1001' })).toBeInTheDocument();
  });

  it('says when no load is completed yet', async () => {
    await openLoads([]);

    expect(await screen.findByText('No Completed Loads')).toBeInTheDocument();
  });

  it('exports the completed shipments', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await openLoads([]);

    await user.click(screen.getByRole('button', { name: /Export/ }));

    expect(open).toHaveBeenCalledWith('/api/export/shipments?status=completed', '_blank', 'noopener');
    expect(await screen.findByText('Export Started')).toBeInTheDocument();
    open.mockRestore();
  });

  it('pages through more loads than fit on one page', async () => {
    const { requests } = stubLoads((request) => {
      const page = new URL(request.url).searchParams.get('page');
      return { loads: [aCompletedLoad({ shipmentId: `s-${page}`, tmpNumber: `TMP-PAGE-${page}` })], total: 12 };
    });
    const { user } = renderRoute(<CompletedLoadsScreen />);

    await screen.findByText('TMP-PAGE-1');
    await user.click(screen.getByRole('listitem', { name: '2' }));

    expect(await screen.findByText('TMP-PAGE-2')).toBeInTheDocument();
    expect(loadRequests(requests).map((request) => new URL(request.url).search)).toEqual(['?page=1&pageSize=10', '?page=2&pageSize=10']);
  });

  it('refreshes when a shipment is completed, not for other changes', async () => {
    const { requests } = await openLoads([aCompletedLoad()]);
    await screen.findByRole('article', { name: 'TMP-1001' });

    pushShipmentChanged(shipmentChanges.rowRecorded(aShipment({ status: 'loading', workflowStep: 'loading' }), aLoadingRow(7), 7));
    expect(loadRequests(requests)).toHaveLength(1);

    pushShipmentChanged(shipmentChanges.rowRecorded(aShipment({ id: 'done', status: 'completed', workflowStep: 'completed', progressPercentage: 100 }), aLoadingRow(20, { shipmentId: 'done' })));

    await waitFor(() => expect(loadRequests(requests)).toHaveLength(2));
  });

  it('refreshes when a completed load’s PO is counted: the card shows the count result', async () => {
    const { requests } = await openLoads([aCompletedLoad()]);
    await screen.findByRole('article', { name: 'TMP-1001' });
    const completed = aShipment({ status: 'completed', workflowStep: 'completed', progressPercentage: 100 });
    const count = { id: 'count-1', shipmentId: completed.id, poId: 'po-1', expectedQuantity: 40, actualQuantity: 38, discrepancy: -2, discrepancyFlag: true, confirmedBy: null, confirmedAt: '2026-11-21T15:00:00.000Z', notes: null, createdAt: '2026-11-21T15:00:00.000Z' };

    pushShipmentChanged(shipmentChanges.countConfirmed(completed, count, 'PO-1'));

    await waitFor(() => expect(loadRequests(requests)).toHaveLength(2));
  });
});
