import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { LateFeeBasis, PurchaseOrder, PurchaseOrderLookup } from '@dockflow/contracts';
import type { RouteUser } from '../../test/renderRoute';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aCheckedInPurchaseOrder, aPurchaseOrder, aUser } from '../../test/fixtures';
import { choose, renderScreen } from '../workflow-shared/testing/renderScreen';
import { TruckCheckInScreen } from './TruckCheckInScreen';

/** The fee measured from the shipment's ETA, `hours` started hours late at $50. */
function aBasis(hours: number): LateFeeBasis {
  const fee = (hours * 50).toFixed(2);
  return { reference: 'eta', referenceAt: '2026-11-21T06:30:00.000Z', startedHours: hours, perHour: '50.00', fee, reason: `${hours} started hours × $50` };
}

function aLookup(purchaseOrder: PurchaseOrder, lateFeeIfCheckedInNow = '100.00'): PurchaseOrderLookup {
  return {
    ...purchaseOrder,
    shipment: { id: purchaseOrder.shipmentId, tmpNumber: 'TMP-1001', status: 'container_checkin', workflowStep: 'container_checkin' },
    lateFeeIfCheckedInNow,
    lateFeeBasis: aBasis(Number(lateFeeIfCheckedInNow) / 50),
  };
}

const openPo = aPurchaseOrder({ poNumber: 'PO-2001' });

function stubTruckCheckIn(routes: Parameters<typeof stubFetch>[0] = {}, role: 'operator' | 'viewer' = 'operator') {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(aUser({ role })),
    'GET /api/purchase-orders/PO-2001': () => jsonResponse(aLookup(openPo)),
    ...routes,
  });
}

async function openScreen() {
  const rendered = await renderScreen(<TruckCheckInScreen />, 'Truck Check-In');
  await waitFor(() => expect(screen.queryByText('View only')).not.toBeInTheDocument());
  return rendered;
}

async function searchFor(user: RouteUser, poNumber: string) {
  await user.type(screen.getByLabelText('PO Number'), `${poNumber}{Enter}`);
}

async function fillTruck(user: RouteUser) {
  await user.type(screen.getByLabelText('Driver Name'), ' Sam Carter ');
  await user.type(screen.getByLabelText('Driver Phone'), '555-0100');
  await user.type(screen.getByLabelText('Truck Number'), 'TRK-88');
  await choose(user, 'Truck Color', 'Blue');
  await choose(user, 'OTR Door', 'OTR-2');
}

describe('Truck Check-In', () => {
  it('enables Search only with non-blank text', async () => {
    const { requests } = stubTruckCheckIn();
    const { user } = await openScreen();
    const search = screen.getByRole('button', { name: /Search/ });
    expect(search).toBeDisabled();

    await user.type(screen.getByLabelText('PO Number'), '   {Enter}');
    expect(search).toBeDisabled();
    expect(await screen.findByText('PO Number is required')).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/purchase-orders/'))).toBe(false);

    await user.type(screen.getByLabelText('PO Number'), 'PO-2001');
    await waitFor(() => expect(search).toBeEnabled());
  });

  it('shows the PO found, its shipment and the late fee a check-in now would owe, before submitting', async () => {
    const { requests } = stubTruckCheckIn();
    const { user } = await openScreen();

    await searchFor(user, ' PO-2001 ');

    expect(await screen.findByText('Late Fee If Checked In Now')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    expect(screen.getByText('2 started hours × $50')).toBeInTheDocument();
    expect(screen.getByText(/\(the shipment's ETA\)$/)).toBeInTheDocument();
    expect(screen.getByText('TMP-1001')).toBeInTheDocument();
    expect(screen.getByText('Container Check-In')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says when no PO has that number', async () => {
    stubTruckCheckIn();
    const { user } = await openScreen();

    await searchFor(user, 'PO-404');

    expect(await screen.findByText('PO Not Found')).toBeInTheDocument();
    expect(screen.getByText('Purchase Order not found. Please check the number and try again.')).toBeInTheDocument();
  });

  it('refuses to check in a truck before a PO is found', async () => {
    const { requests } = stubTruckCheckIn();
    const { user } = await openScreen();

    await fillTruck(user);
    await user.click(screen.getByRole('button', { name: /Check In Truck/ }));

    expect(await screen.findByText('No PO Selected')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('requires the driver and truck fields', async () => {
    stubTruckCheckIn();
    const { user } = await openScreen();

    await user.type(screen.getByLabelText('Driver Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: /Check In Truck/ }));

    expect(await screen.findByText('Driver name is required')).toBeInTheDocument();
    expect(screen.getByText('Driver phone is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Truck color is required')).toBeInTheDocument();
    expect(screen.getByText('Truck number is required')).toBeInTheDocument();
    expect(screen.getByText('OTR Door is required')).toBeInTheDocument();
  });

  it('checks the truck in, says what fee was charged, and then shows the PO as checked in', async () => {
    const checkedIn = aCheckedInPurchaseOrder({ id: openPo.id, poNumber: 'PO-2001', lateFeesOwed: '150.00' });
    const { requests } = stubTruckCheckIn({ [`PUT /api/purchase-orders/${openPo.id}`]: () => jsonResponse({ ...checkedIn, lateFeeBasis: aBasis(3) }) });
    const { user } = await openScreen();

    await searchFor(user, 'PO-2001');
    await screen.findByText('$100.00');
    await fillTruck(user);
    await user.click(screen.getByRole('button', { name: /Check In Truck/ }));

    expect(await screen.findByText('Truck Check-In Complete')).toBeInTheDocument();
    expect(screen.getByText(/Late fee charged: \$150\.00 \(3 started hours × \$50\)\./)).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'PUT');
    expect(await sent?.json()).toEqual({ driverName: 'Sam Carter', driverPhone: '555-0100', truckColor: 'Blue', truckNumber: 'TRK-88', otrDoor: 'OTR-2' });
    expect(screen.getByText('The truck for PO PO-2001 is checked in.')).toBeInTheDocument();
    expect(screen.getByText('Late Fee Owed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Check In Truck/ })).not.toBeInTheDocument();
    // The PO search is empty again, ready for the next truck.
    expect(screen.getByLabelText('PO Number')).toHaveValue('');
  });

  it('shows the server’s message when the workflow refuses the check-in', async () => {
    const message = 'Shipment TMP-1001 is at Loading; truck check-in expects Container Check-In, Truck Check-In or BOL Entry.';
    stubTruckCheckIn({
      [`PUT /api/purchase-orders/${openPo.id}`]: () => jsonResponse({ statusCode: 409, error: 'Conflict', message, code: 'WORKFLOW_CONFLICT' }, 409),
    });
    const { user } = await openScreen();

    await searchFor(user, 'PO-2001');
    await screen.findByText('$100.00');
    await fillTruck(user);
    await user.click(screen.getByRole('button', { name: /Check In Truck/ }));

    expect(await screen.findByText('Check-In Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('shows a PO already checked in instead of the form', async () => {
    const done = aCheckedInPurchaseOrder({ poNumber: 'PO-2002', lateFeesOwed: '50.00' });
    stubTruckCheckIn({ 'GET /api/purchase-orders/PO-2002': () => jsonResponse(aLookup(done, '50.00')) });
    const { user } = await openScreen();

    await searchFor(user, 'PO-2002');

    expect(await screen.findByText('The truck for PO PO-2002 is checked in.')).toBeInTheDocument();
    expect(screen.getByText('Sam Carter')).toBeInTheDocument();
    expect(screen.queryByLabelText('Driver Name')).not.toBeInTheDocument();
  });

  it('shows a viewer the form disabled, and why', async () => {
    stubTruckCheckIn({}, 'viewer');
    await renderScreen(<TruckCheckInScreen />, 'Truck Check-In');

    expect(await screen.findByText(/Your role \(Viewer\) cannot check in trucks/)).toBeInTheDocument();
    expect(screen.getByLabelText('Driver Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Check In Truck/ })).toBeDisabled();
  });
});
