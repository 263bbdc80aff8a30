import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { loadingProgress, type LoadingRow, type Shipment } from '@dockflow/contracts';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aLoadingRow, aShipment, aUser } from '../../test/fixtures';
import { pushShipmentChanged, shipmentChanges } from '../../test/pushes';
import { choose, renderScreen } from '../workflow-shared/testing/renderScreen';
import { shipmentList } from '../workflow-shared/testing/shipmentStubs';
import { ContainerLoadingScreen } from './ContainerLoadingScreen';

const shipment = aShipment({ id: 'c0000000-0000-4000-8000-000000000001', tmpNumber: 'TMP-1001', status: 'loading', workflowStep: 'loading', progressPercentage: 41 });
const rowsUpTo = (last: number) => Array.from({ length: last }, (_, index) => aLoadingRow(index + 1, { shipmentId: shipment.id }));

/** A moment after the fixtures' stamps, `seconds` on. */
const later = (seconds: number) => new Date(Date.parse('2026-11-21T12:00:00.000Z') + seconds * 1000).toISOString();

interface LoadingServer {
  rows: LoadingRow[];
  role?: 'operator' | 'viewer';
  routes?: Parameters<typeof stubFetch>[0];
  /** Whether a recorded row is pushed, as the server does: not while the live connection is down. */
  pushes?: boolean;
}

/** The server: the rows it holds, growing as rows are recorded, each pushed (before its answer) with the shipment's new progress (30 + rows x 3.5). */
function stubLoading({ rows, role = 'operator', routes = {}, pushes = true }: LoadingServer) {
  const server: { current: Shipment; picker: Shipment[] } = { current: shipment, picker: [shipment] };
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(aUser({ role })),
    'GET /api/shipments': (request) => shipmentList(server.picker)(request),
    [`GET /api/shipments/${shipment.id}`]: () => jsonResponse(server.current),
    [`GET /api/shipments/${shipment.id}/container-loading`]: () => jsonResponse(rows),
    'POST /api/container-loading': async (request) => {
      const { rowNumber, notes } = (await request.json()) as { rowNumber: number; notes?: string };
      const row = aLoadingRow(rowNumber, { id: `saved-${rowNumber}`, shipmentId: shipment.id, notes: notes ?? null });
      rows.push(row);
      const step = rows.length === 20 ? 'completed' : 'loading';
      server.current = { ...server.current, progressPercentage: loadingProgress(rows.length), status: step, workflowStep: step, updatedAt: later(rows.length) };
      if (step === 'completed') server.picker = [];
      if (pushes) pushShipmentChanged(shipmentChanges.rowRecorded(server.current, row, rows.length));
      return jsonResponse(row, 201);
    },
    ...routes,
  });
}

async function openLoading() {
  const rendered = await renderScreen(<ContainerLoadingScreen />, 'Container Loading');
  await choose(rendered.user, 'Shipment', 'TMP-1001 (Loading, 1A, Dock A)');
  await screen.findByRole('list', { name: 'Loading rows of TMP-1001' });
  return rendered;
}

function cell(rowNumber: number): HTMLElement {
  const grid = screen.getByRole('list', { name: 'Loading rows of TMP-1001' });
  return within(grid).getByText(`Row ${rowNumber}`).closest('li')!;
}

describe('Container Loading', () => {
  it('shows the recorded rows in the 20-row grid, and the progress', async () => {
    stubLoading({ rows: rowsUpTo(3) });
    await openLoading();

    expect(within(screen.getByRole('list', { name: 'Loading rows of TMP-1001' })).getAllByRole('listitem')).toHaveLength(20);
    expect(cell(3)).toHaveTextContent(/Loaded/);
    expect(cell(4)).toHaveTextContent('Not loaded');
    expect(screen.getByText('3 of 20 rows loaded')).toBeInTheDocument();
    expect(screen.getByLabelText('Progress 41%')).toBeInTheDocument();
  });

  it('shows the notes recorded with the rows, in the grid and listed under it', async () => {
    const rows = rowsUpTo(3);
    rows[1] = { ...rows[1], notes: 'Top pallet leaning, strapped twice' };
    stubLoading({ rows });
    await openLoading();

    expect(cell(2)).toHaveTextContent('Top pallet leaning, strapped twice');
    const notes = screen.getByRole('list', { name: 'Row notes of TMP-1001' });
    expect(within(notes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Row 2: Top pallet leaning, strapped twice']);
  });

  it('records a row, then moves on to the next row and clears the notes', async () => {
    const { requests } = stubLoading({ rows: rowsUpTo(3) });
    const { user } = await openLoading();
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('4'));
    await screen.findByLabelText('Progress 41%');
    const requestsBefore = requests.length;

    await user.type(screen.getByLabelText('Notes'), 'Heavy cartons{Enter}');

    expect(await screen.findByText('Row Complete')).toBeInTheDocument();
    expect(screen.getByText('Row 4 of TMP-1001 is loaded: 44% (4 of 20 rows).')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({ shipmentId: shipment.id, rowNumber: 4, notes: 'Heavy cartons' });
    // One request: the row and the progress come back with the answer and the row's own push.
    expect(requests.slice(requestsBefore).map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['POST /api/container-loading']);
    expect(cell(4)).toHaveTextContent(/Loaded/);
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('5'));
    expect(screen.getByLabelText('Notes')).toHaveValue('');
    expect(screen.getByLabelText('Progress 44%')).toBeInTheDocument();
  });

  it('completes the container with row 20 and keeps showing it although it left the picker', async () => {
    const { requests } = stubLoading({ rows: rowsUpTo(19) });
    const { user } = await openLoading();
    const pickerLoads = () => requests.filter((request) => new URL(request.url).searchParams.get('steps') === 'loading').length;
    expect(pickerLoads()).toBe(1);
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('20'));

    await user.click(screen.getByRole('button', { name: /Record Row/ }));

    expect(await screen.findByText('Container Loading Complete!')).toBeInTheDocument();
    expect(await screen.findByText('Loading complete: all 20 rows are loaded.')).toBeInTheDocument();
    expect(screen.getByLabelText('Progress 100%')).toBeInTheDocument();
    expect(cell(20)).toHaveTextContent(/Loaded/);
    expect(screen.getByText('Every row of TMP-1001 is loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Record Row/ })).toBeDisabled();
    // The last row's push makes the picker ask the server again, which no longer lists it; it stays chosen and shown.
    await waitFor(() => expect(pickerLoads()).toBe(2));
    await user.click(screen.getByLabelText('Shipment'));
    expect((await screen.findAllByTitle('TMP-1001 (Completed, 1A, Dock A)')).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('TMP-1001 (Loading, 1A, Dock A)')).not.toBeInTheDocument();
    expect(screen.getByText('Progress of TMP-1001')).toBeInTheDocument();
  });

  it('says only which row was saved when the row’s push does not come (no live connection): the figures are the server’s', async () => {
    const { requests } = stubLoading({ rows: rowsUpTo(3), pushes: false });
    const { user } = await openLoading();
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('4'));
    await screen.findByLabelText('Progress 41%');
    const requestsBefore = requests.length;

    await user.click(screen.getByRole('button', { name: /Record Row/ }));

    expect(await screen.findByText('Row 4 of TMP-1001 is loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(cell(4)).toHaveTextContent(/Loaded/);
    expect(requests.slice(requestsBefore).map((request) => request.method)).toEqual(['POST']);
  });

  it('shows the server’s message for a row already recorded', async () => {
    const message = 'Row 4 of TMP-1001 is already recorded.';
    stubLoading({
      rows: rowsUpTo(3),
      routes: { 'POST /api/container-loading': () => jsonResponse({ statusCode: 409, error: 'Conflict', message, code: 'CONFLICT' }, 409) },
    });
    const { user } = await openLoading();
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('4'));

    await user.click(screen.getByRole('button', { name: /Record Row/ }));

    expect(await screen.findByText('Record Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('requires a row number of at least 1', async () => {
    const { requests } = stubLoading({ rows: [] });
    const { user } = await openLoading();
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('1'));

    await user.clear(screen.getByLabelText('Row Number'));
    await user.type(screen.getByLabelText('Row Number'), '0{Enter}');

    // Asked inside waitFor: the message shown for the cleared field can leave (antd's motion) while the one for 0 arrives.
    await waitFor(() => expect(screen.getByText('Row number must be at least 1')).toBeInTheDocument());
    expect(screen.getByLabelText('Row Number')).toHaveValue('0');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('leaves a row number being typed alone when the shipment changes but its rows do not', async () => {
    let current = shipment;
    stubLoading({
      rows: rowsUpTo(3),
      routes: { 'GET /api/shipments': (request) => shipmentList([current])(request), [`GET /api/shipments/${shipment.id}`]: () => jsonResponse(current) },
    });
    const { user } = await openLoading();
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('4'));
    await user.clear(screen.getByLabelText('Row Number'));

    current = { ...shipment, dockLocation: 'Dock B', updatedAt: later(1) };
    pushShipmentChanged(shipmentChanges.detailsEdited(current, { dockLocation: { from: 'Dock A', to: 'Dock B' } }));

    await waitFor(() => expect(screen.getByText('TMP-1001 (Loading, 1A, Dock B)')).toBeInTheDocument());
    expect(screen.getByLabelText('Row Number')).toHaveValue('');
  });

  it('follows rows another operator records without asking the server', async () => {
    const { requests } = stubLoading({ rows: rowsUpTo(3) });
    await openLoading();
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('4'));

    const requestsBefore = requests.length;

    pushShipmentChanged(shipmentChanges.rowRecorded({ ...shipment, progressPercentage: 44, updatedAt: later(4) }, aLoadingRow(4, { shipmentId: shipment.id }), 4));

    await waitFor(() => expect(cell(4)).toHaveTextContent(/Loaded/));
    expect(screen.getByText('4 of 20 rows loaded')).toBeInTheDocument();
    expect(screen.getByLabelText('Progress 44%')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('5'));
    // The push carries the row and the shipment: nothing is asked again.
    expect(requests).toHaveLength(requestsBefore);
  });

  it('lets a viewer follow the progress but not record rows', async () => {
    stubLoading({ rows: rowsUpTo(3), role: 'viewer' });
    await openLoading();

    expect(screen.getByText(/Your role \(Viewer\) cannot record loading rows/)).toBeInTheDocument();
    expect(cell(3)).toHaveTextContent(/Loaded/);
    expect(screen.getByRole('button', { name: /Record Row/ })).toBeDisabled();
  });
});
