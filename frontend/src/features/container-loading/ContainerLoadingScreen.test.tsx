import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { LoadingRow } from '@dockflow/contracts';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aShipment, aUser } from '../../test/fixtures';
import { pushShipmentChanged } from '../../test/pushes';
import { aLoadingRow } from '../workflow-shared/testing/fixtures';
import { choose, renderScreen } from '../workflow-shared/testing/renderScreen';
import { shipmentsByStatus } from '../workflow-shared/testing/shipmentStubs';
import { ContainerLoadingScreen } from './ContainerLoadingScreen';

const shipment = aShipment({ id: 'c0000000-0000-4000-8000-000000000001', tmpNumber: 'TMP-1001', status: 'loading', workflowStep: 'loading', progressPercentage: 15 });
const rowsUpTo = (last: number) => Array.from({ length: last }, (_, index) => aLoadingRow(index + 1, { shipmentId: shipment.id }));

/** The rows the server holds, growing as rows are recorded. */
function stubLoading({ rows, role = 'operator', routes = {} }: { rows: LoadingRow[]; role?: 'operator' | 'viewer'; routes?: Parameters<typeof stubFetch>[0] }) {
  const loading = { shipments: [shipment] };
  const stub = stubFetch({
    'GET /api/auth/user': () => jsonResponse(aUser({ role })),
    'GET /api/shipments': (request) => shipmentsByStatus(loading.shipments)(request),
    [`GET /api/shipments/${shipment.id}/container-loading`]: () => jsonResponse(rows),
    'POST /api/container-loading': async (request) => {
      const { rowNumber, notes } = (await request.json()) as { rowNumber: number; notes?: string };
      const row = aLoadingRow(rowNumber, { id: `saved-${rowNumber}`, shipmentId: shipment.id, notes: notes ?? null });
      rows.push(row);
      if (rows.length === 20) loading.shipments = [];
      return jsonResponse(row, 201);
    },
    ...routes,
  });
  return stub;
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
    expect(screen.getByLabelText('Progress 15%')).toBeInTheDocument();
  });

  it('records a row, then moves on to the next row and clears the notes', async () => {
    const { requests } = stubLoading({ rows: rowsUpTo(3) });
    const { user } = await openLoading();
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('4'));

    await user.type(screen.getByLabelText('Notes'), 'Heavy cartons{Enter}');

    expect(await screen.findByText('Row Complete')).toBeInTheDocument();
    expect(screen.getByText('Row 4 of TMP-1001 is loaded: 20% (4 of 20 rows).')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({ shipmentId: shipment.id, rowNumber: 4, notes: 'Heavy cartons' });
    expect(cell(4)).toHaveTextContent(/Loaded/);
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('5'));
    expect(screen.getByLabelText('Notes')).toHaveValue('');
    expect(screen.getByLabelText('Progress 20%')).toBeInTheDocument();
  });

  it('completes the container with row 20 and keeps showing it although it left the picker', async () => {
    const { requests } = stubLoading({ rows: rowsUpTo(19) });
    const { user } = await openLoading();
    const pickerLoads = () => requests.filter((request) => new URL(request.url).searchParams.get('status') === 'loading').length;
    expect(pickerLoads()).toBe(1);
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('20'));

    await user.click(screen.getByRole('button', { name: /Record Row/ }));

    expect(await screen.findByText('Container Loading Complete!')).toBeInTheDocument();
    expect(await screen.findByText('Loading complete: all 20 rows are loaded.')).toBeInTheDocument();
    expect(cell(20)).toHaveTextContent(/Loaded/);
    expect(screen.getByText('Every row of TMP-1001 is loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Record Row/ })).toBeDisabled();
    // The picker has reloaded without it (it is completed), yet it stays chosen and shown.
    await waitFor(() => expect(pickerLoads()).toBe(2));
    expect(screen.getByText('Progress of TMP-1001')).toBeInTheDocument();
    expect(screen.getAllByTitle('TMP-1001 (Loading, 1A, Dock A)').length).toBeGreaterThan(0);
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
    stubLoading({ rows: [] });
    const { user } = await openLoading();
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('1'));

    await user.clear(screen.getByLabelText('Row Number'));
    await user.type(screen.getByLabelText('Row Number'), '0{Enter}');

    expect(await screen.findByText('Row number must be at least 1')).toBeInTheDocument();
  });

  it('follows rows another operator records', async () => {
    const rows = rowsUpTo(3);
    stubLoading({ rows });
    await openLoading();
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('4'));

    rows.push(aLoadingRow(4, { shipmentId: shipment.id }));
    pushShipmentChanged({ ...shipment, progressPercentage: 20, updatedAt: '2026-11-21T12:00:00.000Z' }, 'LoadingRowRecorded');

    await waitFor(() => expect(cell(4)).toHaveTextContent(/Loaded/));
    expect(screen.getByText('4 of 20 rows loaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Row Number')).toHaveValue('5'));
  });

  it('lets a viewer follow the progress but not record rows', async () => {
    stubLoading({ rows: rowsUpTo(3), role: 'viewer' });
    await openLoading();

    expect(screen.getByText(/Your role \(Viewer\) cannot record loading rows/)).toBeInTheDocument();
    expect(cell(3)).toHaveTextContent(/Loaded/);
    expect(screen.getByRole('button', { name: /Record Row/ })).toBeDisabled();
  });
});
