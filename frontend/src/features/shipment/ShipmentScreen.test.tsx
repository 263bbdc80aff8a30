import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { CountConfirmationView, LoadingRow, OtrAssignment, PurchaseOrder, Shipment, TimelineEntry } from '@dockflow/contracts';
import { renderRoute } from '../../test/renderRoute';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aShipment, aUser } from '../../test/fixtures';
import { pushShipmentChanged, pushTimelineEntry, shipmentChanges } from '../../test/pushes';
import { ShipmentScreen } from './ShipmentScreen';

const ID = '0b6f2c1e-5a4d-4c3b-8e2f-1a2b3c4d5e6f';
const DRIVER_ID = 'd1f2c1e0-5a4d-4c3b-8e2f-1a2b3c4d5e6f';

const shipment = aShipment({
  id: ID,
  tmpNumber: 'TMP-7001',
  status: 'loading',
  workflowStep: 'loading',
  sealNumber: 'SEAL-9',
  tempRecorderId: 'TR-4',
  notes: 'Fragile',
  progressPercentage: 40,
});

const purchaseOrder: PurchaseOrder = {
  id: 'po-1',
  poNumber: 'PO-1',
  shipmentId: ID,
  pieces: 40,
  pallets: 8,
  netWeight: '1000.00',
  grossWeight: '1100.00',
  driverName: 'Sam Carter',
  driverPhone: '555-0100',
  driverEmail: null,
  truckColor: 'Blue',
  truckNumber: 'TRK-88',
  otrDoor: 'OTR-2',
  appointmentAt: null,
  checkInTime: '2026-11-21T10:00:00.000Z',
  lateFeesOwed: '50.00',
  releasedAt: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const rows: LoadingRow[] = [1, 2, 3].map((rowNumber) => ({
  id: `row-${rowNumber}`,
  shipmentId: ID,
  rowNumber,
  notes: null,
  operatorId: null,
  completedAt: '2026-11-21T11:00:00.000Z',
  createdAt: '2026-11-21T11:00:00.000Z',
}));

const counts: CountConfirmationView[] = [
  {
    id: 'count-1',
    shipmentId: ID,
    poId: 'po-1',
    expectedQuantity: 40,
    actualQuantity: 38,
    discrepancy: -2,
    discrepancyFlag: true,
    confirmedBy: null,
    confirmedAt: '2026-11-21T11:30:00.000Z',
    notes: 'Two cartons crushed',
    createdAt: '2026-11-21T11:30:00.000Z',
  },
];

const crew: OtrAssignment[] = [
  {
    id: 'crew-1',
    shipmentId: ID,
    otrDriverId: DRIVER_ID,
    forkliftOperatorId: null,
    otrDoorAssignment: 'OTR-3',
    instructions: 'Load heavy pallets first',
    instructionsSent: false,
    sentAt: null,
    driverOpenedAt: null,
    forkliftOperatorOpenedAt: null,
    createdAt: '2026-11-21T10:30:00.000Z',
  },
];

const timeline: TimelineEntry[] = [
  {
    id: 'e1',
    type: 'ContainerCheckedIn',
    occurredAt: '2026-11-21T09:00:00.000Z',
    actorId: 'u1',
    actorName: 'Jane Doe',
    details: shipmentChanges.containerCheckedIn(shipment, [purchaseOrder]).details,
  },
  { id: 'e2', type: 'LoadingRowRecorded', occurredAt: '2026-11-21T11:00:00.000Z', actorId: 'u2', actorName: 'Max Lift', details: { rowNumber: 3, rowsRecorded: 3, progressPercentage: 40 } },
];

function stubShipment(routes: Parameters<typeof stubFetch>[0] = {}, role: 'operator' | 'viewer' = 'operator', current: () => Shipment = () => shipment) {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(aUser({ role })),
    [`GET /api/shipments/${ID}`]: () => jsonResponse(current()),
    [`GET /api/shipments/${ID}/purchase-orders`]: () => jsonResponse([purchaseOrder]),
    [`GET /api/shipments/${ID}/container-loading`]: () => jsonResponse(rows),
    [`GET /api/shipments/${ID}/count-confirmations`]: () => jsonResponse(counts),
    [`GET /api/shipments/${ID}/otr-assignments`]: () => jsonResponse(crew),
    [`GET /api/shipments/${ID}/timeline`]: () => jsonResponse(timeline),
    [`GET /api/shipments/${ID}/qr`]: () => jsonResponse({ qrCode: 'data:image/png;base64,AAAA', shipmentData: { tmpNumber: 'TMP-7001', containerDoor: '1A', status: 'loading' } }),
    'GET /api/crew-members': (request) => jsonResponse(new URL(request.url).searchParams.get('function') === 'otr_driver' ? [{ id: DRIVER_ID, name: 'Olga Driver' }] : []),
    ...routes,
  });
}

function openShipment(url = `/shipments/${ID}`) {
  return renderRoute(<ShipmentScreen />, { path: '/shipments/:id', url });
}

const section = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('Shipment page', () => {
  it('shows the shipment with its POs, loading rows, counts, crew, timeline and QR code', async () => {
    stubShipment();
    openShipment();

    expect(await screen.findByRole('heading', { name: 'TMP-7001' })).toBeInTheDocument();
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(within(section('Details')).getByText('SEAL-9')).toBeInTheDocument();
    expect(within(section('Details')).getByText('TR-4')).toBeInTheDocument();
    expect(within(section('Details')).getByText('Fragile')).toBeInTheDocument();

    expect(await within(section('Purchase Orders')).findByText('Sam Carter')).toBeInTheDocument();
    expect(within(section('Purchase Orders')).getByText('Blue TRK-88 · OTR-2')).toBeInTheDocument();
    expect(within(section('Purchase Orders')).getByText('Late fee $50.00')).toBeInTheDocument();
    expect(within(section('Purchase Orders')).getByText('40 pieces · 8 pallets')).toBeInTheDocument();
    expect(within(section('Purchase Orders')).getByText('Not released')).toBeInTheDocument();

    const grid = await screen.findByRole('list', { name: 'Loading rows' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(20);
    expect(within(grid).getByRole('listitem', { name: /^Row 3: loaded/ })).toBeInTheDocument();
    expect(within(grid).getByRole('listitem', { name: 'Row 4: not loaded' })).toBeInTheDocument();
    expect(screen.getByText('3 of 20 rows loaded')).toBeInTheDocument();

    expect(await within(section('Count Confirmations')).findByText('Shortage (\u22122)')).toBeInTheDocument();
    expect(await within(section('Count Confirmations')).findByText('PO-1')).toBeInTheDocument();
    expect(await within(section('Crew Assignment')).findByText('Olga Driver')).toBeInTheDocument();
    expect(within(section('Crew Assignment')).getByText('Not sent')).toBeInTheDocument();

    expect(await within(section('Timeline')).findByText('Container checked in')).toBeInTheDocument();
    expect(within(section('Timeline')).getByText('Row 3 · 3 of 20 rows · 40%')).toBeInTheDocument();
    expect(within(section('Timeline')).getByText(/^Max Lift · /)).toBeInTheDocument();
    expect(await within(section('QR Code')).findByRole('img', { name: 'QR code for TMP-7001' })).toBeInTheDocument();
  });

  it('opens the edit form from ?edit=1 and saves the changes', async () => {
    const { requests } = stubShipment({ [`PUT /api/shipments/${ID}`]: () => jsonResponse({ ...shipment, sealNumber: 'SEAL-10' }) });
    const { user, router } = openShipment(`/shipments/${ID}?edit=1`);

    const dialog = await screen.findByRole('dialog');
    const seal = within(dialog).getByLabelText('Seal Number');
    expect(seal).toHaveValue('SEAL-9');
    await user.clear(seal);
    await user.type(seal, 'SEAL-10');
    await user.clear(within(dialog).getByLabelText('Notes'));
    await user.click(within(dialog).getByRole('button', { name: /Save Changes/ }));

    expect(await screen.findByText('Shipment Updated')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'PUT');
    expect(await sent?.json()).toEqual({ containerDoor: '1A', dockLocation: 'Dock A', sealNumber: 'SEAL-10', tempRecorderId: 'TR-4', estimatedCompletion: null, notes: null });
    await waitFor(() => expect(router.location.search).toBe(''));
  });

  it('shows the server’s field errors under the fields', async () => {
    stubShipment({
      [`PUT /api/shipments/${ID}`]: () =>
        jsonResponse(
          { statusCode: 400, error: 'Bad Request', message: 'Validation failed', errors: [{ field: 'sealNumber', message: 'Seal number must be at most 50 characters' }] },
          400,
        ),
    });
    const { user } = openShipment();

    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Save Changes/ }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Validation failed')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('Seal number must be at most 50 characters')).toBeInTheDocument();
  });

  it('lets viewers look but not edit', async () => {
    stubShipment({}, 'viewer');
    openShipment(`/shipments/${ID}?edit=1`);

    expect(await screen.findByRole('heading', { name: 'TMP-7001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit/ })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says clearly when the shipment does not exist', async () => {
    stubShipment({ [`GET /api/shipments/${ID}`]: () => jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Shipment not found.' }, 404) });
    openShipment();

    expect(await screen.findByText('Shipment not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('applies the pushes of this shipment to every section without asking the server again', async () => {
    const { requests } = stubShipment();
    openShipment();
    await screen.findByText('40%');
    await within(await waitFor(() => section('Crew Assignment'))).findByText('Olga Driver');
    await within(section('Timeline')).findByText(/Max Lift/);
    await within(section('Count Confirmations')).findByText('PO-1');
    await within(section('QR Code')).findByRole('img', { name: 'QR code for TMP-7001' });
    const requestsBefore = requests.length;
    const later = { ...shipment, progressPercentage: 45, updatedAt: '2026-11-21T12:00:00.000Z' };

    pushShipmentChanged(shipmentChanges.rowRecorded(later, { ...rows[2], id: 'row-4', rowNumber: 4 }, 4));
    pushShipmentChanged(
      shipmentChanges.truckCheckedIn(later, { ...purchaseOrder, id: 'po-2', poNumber: 'PO-2', driverName: 'Dana Wheels', updatedAt: later.updatedAt }),
    );
    pushShipmentChanged(shipmentChanges.countConfirmed(later, { ...counts[0], id: 'count-2', actualQuantity: 40, discrepancy: 0, notes: 'Recounted' }, 'PO-1'));
    pushShipmentChanged(shipmentChanges.instructionsSent(later, { ...crew[0], instructionsSent: true, sentAt: later.updatedAt }));
    pushShipmentChanged(shipmentChanges.rowRecorded({ ...later, id: 'another-shipment' }, { ...rows[0], id: 'elsewhere', shipmentId: 'another-shipment', rowNumber: 5 }, 1));

    expect(await screen.findByText('45%')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Loading rows' });
    expect(within(grid).getByRole('listitem', { name: /^Row 4: loaded/ })).toBeInTheDocument();
    expect(within(grid).getByRole('listitem', { name: 'Row 5: not loaded' })).toBeInTheDocument();
    expect(screen.getByText('4 of 20 rows loaded')).toBeInTheDocument();
    expect(within(section('Purchase Orders')).getByText('Dana Wheels')).toBeInTheDocument();
    expect(within(section('Count Confirmations')).getByText('Recounted')).toBeInTheDocument();
    expect(within(section('Count Confirmations')).getByText('Perfect Count')).toBeInTheDocument();
    expect(within(section('Crew Assignment')).queryByText('Not sent')).not.toBeInTheDocument();
    expect(requests).toHaveLength(requestsBefore);
  });

  it('adds the entries pushed to the shipment’s room to its timeline without refetching it', async () => {
    const { requests } = stubShipment();
    openShipment();
    const timelineCard = () => section('Timeline');
    await within(await waitFor(timelineCard)).findByText(/Max Lift/);
    const timelineCalls = () => requests.filter((request) => new URL(request.url).pathname.endsWith('/timeline')).length;
    const callsBefore = timelineCalls();

    const entry: TimelineEntry = { id: 'e3', type: 'ShipmentDetailsEdited', occurredAt: '2026-11-21T11:30:00.000Z', actorId: 'u1', actorName: 'Nina Notes', details: { changes: { notes: { from: null, to: 'Seal checked' } } } };
    const pushEntry = () => {
      pushTimelineEntry(ID, entry);
      pushTimelineEntry('another-shipment', { ...entry, id: 'e4', actorName: 'Somebody Else' });
    };
    pushEntry();
    pushEntry(); // delivered twice (a recovered connection): shown once

    expect(await within(timelineCard()).findAllByText(/Nina Notes/)).toHaveLength(1);
    expect(within(timelineCard()).queryByText(/Somebody Else/)).not.toBeInTheDocument();
    expect(timelineCalls()).toBe(callsBefore);
  });
});
