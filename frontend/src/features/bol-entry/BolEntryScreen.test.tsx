import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { RouteUser } from '../../test/renderRoute';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aCheckedInPurchaseOrder, aPurchaseOrder, aShipment, aUser } from '../../test/fixtures';
import { pushShipmentChanged, shipmentChanges } from '../../test/pushes';
import { choose, renderScreen } from '../workflow-shared/testing/renderScreen';
import { shipmentList } from '../workflow-shared/testing/shipmentStubs';
import { BolEntryScreen } from './BolEntryScreen';

const shipment = aShipment({ id: 'shipment-1', tmpNumber: 'TMP-1001', status: 'truck_checkin', workflowStep: 'truck_checkin', progressPercentage: 20 });
const truckIn = aCheckedInPurchaseOrder({ id: 'a0000000-0000-4000-8000-000000000001', poNumber: 'PO-2001' });
const noTruckYet = aPurchaseOrder({ id: 'a0000000-0000-4000-8000-000000000002', poNumber: 'PO-2002' });

function stubBol(routes: Parameters<typeof stubFetch>[0] = {}, role: 'operator' | 'viewer' = 'operator') {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(aUser({ role })),
    'GET /api/shipments': shipmentList([shipment]),
    'GET /api/shipments/shipment-1/purchase-orders': () => jsonResponse([truckIn, noTruckYet]),
    ...routes,
  });
}

async function openBolFor(user: RouteUser) {
  await choose(user, 'Shipment', 'TMP-1001 (Truck Check-In, 1A, Dock A)');
  await screen.findByText('Bill of Lading for TMP-1001');
}

async function enterBol(user: RouteUser, { net, gross }: { net: string; gross: string }) {
  await choose(user, 'PO Number', 'PO-2001');
  await user.type(screen.getByLabelText('Pieces'), '120');
  await user.type(screen.getByLabelText('Pallets'), '6');
  await user.type(screen.getByLabelText('Net Weight'), net);
  await user.type(screen.getByLabelText('Gross Weight'), gross);
}

describe('Bill of Lading Entry', () => {
  it('says when no shipment is waiting for a bill of lading', async () => {
    stubBol({ 'GET /api/shipments': shipmentList([]) });
    await renderScreen(<BolEntryScreen />, 'Bill of Lading Entry');

    expect(await screen.findByText('No Shipments Found')).toBeInTheDocument();
    expect(screen.getByText(/No shipment is waiting for a bill of lading/)).toBeInTheDocument();
  });

  it('offers a shipment as soon as a truck checks in for it elsewhere, and delayed ones still waiting', async () => {
    const delayed = aShipment({ id: 'shipment-2', tmpNumber: 'TMP-1002', status: 'delayed', workflowStep: 'bol_entry' });
    const listed = [delayed];
    stubBol({ 'GET /api/shipments': shipmentList(listed) });
    const { user } = await renderScreen(<BolEntryScreen />, 'Bill of Lading Entry');
    await user.click(await screen.findByLabelText('Shipment'));
    expect(await screen.findByTitle('TMP-1002 (Delayed, 1A, Dock A)')).toBeInTheDocument();

    listed.push({ ...shipment, updatedAt: '2026-11-21T10:00:00.000Z' });
    pushShipmentChanged(shipmentChanges.truckCheckedIn({ ...shipment, updatedAt: '2026-11-21T10:00:00.000Z' }, truckIn));

    expect(await screen.findByTitle('TMP-1001 (Truck Check-In, 1A, Dock A)')).toBeInTheDocument();
  });

  it('offers only the POs whose truck is checked in', async () => {
    stubBol();
    const { user } = await renderScreen(<BolEntryScreen />, 'Bill of Lading Entry');
    await openBolFor(user);

    await user.click(screen.getByLabelText('PO Number'));

    expect(await screen.findByTitle('PO-2001')).toBeInTheDocument();
    expect(screen.queryByTitle('PO-2002')).not.toBeInTheDocument();
  });

  it('shows the tare weight, gross minus net, as the weights are typed', async () => {
    stubBol();
    const { user } = await renderScreen(<BolEntryScreen />, 'Bill of Lading Entry');
    await openBolFor(user);

    await enterBol(user, { net: '1000.25', gross: '1250.5' });

    expect(await screen.findByText('250.25 lbs')).toBeInTheDocument();
  });

  it('refuses a gross weight that does not exceed the net weight', async () => {
    const { requests } = stubBol();
    const { user } = await renderScreen(<BolEntryScreen />, 'Bill of Lading Entry');
    await openBolFor(user);

    await enterBol(user, { net: '1000', gross: '1000{Enter}' });

    expect(await screen.findByText('Weight Error')).toBeInTheDocument();
    expect(screen.getByText('Gross weight must be greater than net weight')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('requires the PO, pieces, pallets and weights', async () => {
    stubBol();
    const { user } = await renderScreen(<BolEntryScreen />, 'Bill of Lading Entry');
    await openBolFor(user);

    await user.type(screen.getByLabelText('Pieces'), '0');
    await user.click(screen.getByRole('button', { name: /Record BOL/ }));

    expect(await screen.findByText('PO Number is required')).toBeInTheDocument();
    expect(screen.getByText('Number of pieces must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Number of pallets must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Net weight must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Gross weight must be greater than 0')).toBeInTheDocument();
  });

  it('records the bill of lading, says so and shows it among the POs without asking again', async () => {
    const { requests } = stubBol({
      [`PUT /api/purchase-orders/${truckIn.id}`]: () => jsonResponse({ ...truckIn, pieces: 120, pallets: 6, netWeight: '1000.00', grossWeight: '1250.50' }),
    });
    const { user } = await renderScreen(<BolEntryScreen />, 'Bill of Lading Entry');
    await openBolFor(user);

    await enterBol(user, { net: '1000', gross: '1250.5{Enter}' });

    expect(await screen.findByText('BOL Entry Complete')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'PUT');
    expect(await sent?.json()).toEqual({ pieces: 120, pallets: 6, netWeight: '1000.00', grossWeight: '1250.50' });
    await waitFor(() => expect(screen.getByLabelText('Pieces')).toHaveValue(''));
    await user.click(screen.getByLabelText('PO Number'));
    expect(await screen.findByTitle('PO-2001 (BOL recorded)')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'GET' && request.url.endsWith('/purchase-orders'))).toHaveLength(1);
  });

  it('gives its failure message from docs/product.md when the server fails', async () => {
    stubBol({ [`PUT /api/purchase-orders/${truckIn.id}`]: () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500) });
    const { user } = await renderScreen(<BolEntryScreen />, 'Bill of Lading Entry');
    await openBolFor(user);

    await enterBol(user, { net: '1000', gross: '1250{Enter}' });

    expect(await screen.findByText('BOL Entry Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to record BOL information. Please try again.')).toBeInTheDocument();
  });

  it('shows a viewer the form disabled, and why', async () => {
    stubBol({}, 'viewer');
    const { user } = await renderScreen(<BolEntryScreen />, 'Bill of Lading Entry');
    expect(await screen.findByText(/Your role \(Viewer\) cannot record bills of lading/)).toBeInTheDocument();

    await openBolFor(user);

    expect(screen.getByLabelText('Pieces')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Record BOL/ })).toBeDisabled();
  });
});
