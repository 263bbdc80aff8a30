import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { CountConfirmationView } from '@dockflow/contracts';
import type { RouteUser } from '../../test/renderRoute';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aCheckedInPurchaseOrder, aShipment, aUser } from '../../test/fixtures';
import { choose, renderScreen } from '../workflow-shared/testing/renderScreen';
import { shipmentList } from '../workflow-shared/testing/shipmentStubs';
import { CountConfirmationScreen } from './CountConfirmationScreen';

const shipment = aShipment({ id: 'c0000000-0000-4000-8000-000000000001', tmpNumber: 'TMP-1001', status: 'loading', workflowStep: 'loading', progressPercentage: 40 });
const withBol = aCheckedInPurchaseOrder({ id: 'a0000000-0000-4000-8000-000000000001', shipmentId: shipment.id, poNumber: 'PO-2001', pieces: 100, pallets: 5 });
const withoutBol = aCheckedInPurchaseOrder({ id: 'a0000000-0000-4000-8000-000000000002', shipmentId: shipment.id, poNumber: 'PO-2002' });

function aConfirmation(actualQuantity: number): CountConfirmationView {
  return {
    id: 'cc000000-0000-4000-8000-000000000001',
    shipmentId: shipment.id,
    poId: withBol.id,
    expectedQuantity: 100,
    actualQuantity,
    discrepancy: actualQuantity - 100,
    discrepancyFlag: actualQuantity !== 100,
    confirmedBy: 'user-1',
    confirmedAt: '2026-11-21T13:00:00.000Z',
    notes: null,
    createdAt: '2026-11-21T13:00:00.000Z',
  };
}

function stubCount(routes: Parameters<typeof stubFetch>[0] = {}, role: 'operator' | 'viewer' = 'operator') {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(aUser({ role })),
    'GET /api/shipments': shipmentList([shipment]),
    [`GET /api/shipments/${shipment.id}/purchase-orders`]: () => jsonResponse([withBol, withoutBol]),
    ...routes,
  });
}

async function openCount() {
  const rendered = await renderScreen(<CountConfirmationScreen />, 'Count Confirmation');
  await choose(rendered.user, 'Shipment', 'TMP-1001 (Loading, 1A, Dock A)');
  return rendered;
}

async function choosePo2001(user: RouteUser) {
  await choose(user, 'Purchase Order', 'PO-2001 (100 pieces)');
  await waitFor(() => expect(screen.getByLabelText('Expected Quantity')).toHaveValue('100'));
}

async function typeCount(user: RouteUser, actual: string) {
  await user.clear(screen.getByLabelText('Actual Quantity'));
  await user.type(screen.getByLabelText('Actual Quantity'), actual);
}

async function countFor(user: RouteUser, actual: string) {
  await choosePo2001(user);
  await typeCount(user, actual);
}

describe('Count Confirmation', () => {
  it('fills the expected quantity from the PO and names the discrepancy as the count is typed', async () => {
    stubCount();
    const { user } = await openCount();

    await countFor(user, '102');
    expect(await screen.findByText('Overage')).toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();

    await typeCount(user, '97');
    expect(await screen.findByText('Shortage')).toBeInTheDocument();
    expect(screen.getByText('-3')).toBeInTheDocument();

    await typeCount(user, '100');
    expect(await screen.findByText('Perfect Count')).toBeInTheDocument();
  });

  it('marks the notes required when there is a discrepancy', async () => {
    stubCount();
    const { user } = await openCount();

    await countFor(user, '97');

    expect(await screen.findByText('Required with a discrepancy: say what was found.')).toBeInTheDocument();
  });

  it('explains a PO without a bill of lading has no expected count', async () => {
    stubCount();
    const { user } = await openCount();

    await choose(user, 'Purchase Order', 'PO-2002 (no BOL yet)');

    expect(await screen.findByText('Expected quantity must be at least 1')).toBeInTheDocument();
    expect(screen.getByText(/PO PO-2002 has no bill of lading yet/)).toBeInTheDocument();
  });

  it('requires the purchase order and a count that is not negative', async () => {
    stubCount();
    const { user } = await openCount();

    await user.type(screen.getByLabelText('Actual Quantity'), '-1{Enter}');

    expect(await screen.findByText('Purchase Order is required')).toBeInTheDocument();
    expect(screen.getByText('Actual quantity cannot be negative')).toBeInTheDocument();
  });

  it('records the count and says what it found', async () => {
    const { requests } = stubCount({ 'POST /api/count-confirmations': () => jsonResponse(aConfirmation(97), 201) });
    const { user } = await openCount();

    await countFor(user, '97');
    await user.type(screen.getByLabelText('Notes'), 'Three cartons crushed{Enter}');
    await user.click(screen.getByRole('button', { name: /Confirm Count/ }));

    expect(await screen.findByText('Count Confirmation Complete')).toBeInTheDocument();
    expect(screen.getByText('PO PO-2001: expected 100, counted 97. Shortage of 3.')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({ shipmentId: shipment.id, poId: withBol.id, actualQuantity: 97, notes: 'Three cartons crushed' });
  });

  it('gives its failure message from docs/product.md when the server fails', async () => {
    stubCount({ 'POST /api/count-confirmations': () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500) });
    const { user } = await openCount();

    await countFor(user, '100{Enter}');

    expect(await screen.findByText('Confirmation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to record count confirmation.')).toBeInTheDocument();
  });

  it('shows a viewer the form disabled, and why', async () => {
    stubCount({}, 'viewer');
    await openCount();

    expect(screen.getByText(/Your role \(Viewer\) cannot confirm counts/)).toBeInTheDocument();
    expect(screen.getByLabelText('Actual Quantity')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Confirm Count/ })).toBeDisabled();
  });
});
