import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, stubFetch } from '../../test/fetchStub';
import { aPurchaseOrder, aShipment, aUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const floorLeads = [{ id: '7d0f6c1e-3a52-4c1f-9d8e-2a7b4f1c0e11', name: 'Maria Lopez' }];

function stubCheckIn(routes: Parameters<typeof stubFetch>[0] = {}, role: 'operator' | 'viewer' = 'operator') {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(aUser({ role })),
    'GET /api/crew-members': () => jsonResponse(floorLeads),
    ...routes,
  });
}

async function openCheckIn() {
  const app = renderApp('/container-checkin');
  await screen.findByRole('heading', { name: 'Container Check-In' });
  return app;
}

/** Opens an antd select by its label and picks an option. */
async function choose(user: ReturnType<typeof renderApp>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

describe('Container Check-In', () => {
  it('requires TMP number, door and dock', async () => {
    stubCheckIn();
    const { user } = await openCheckIn();

    await user.click(screen.getByRole('button', { name: /Check In Container/ }));

    expect(await screen.findByText('TMP Number is required')).toBeInTheDocument();
    expect(screen.getByText('Container Door is required')).toBeInTheDocument();
    expect(screen.getByText('Dock Location is required')).toBeInTheDocument();
  });

  it('refuses a TMP number holding an invisible character, as the server does', async () => {
    const { requests } = stubCheckIn();
    const { user } = await openCheckIn();

    await user.type(screen.getByLabelText('TMP Number'), 'TMP-1\u202E00');
    await user.click(screen.getByRole('button', { name: /Check In Container/ }));

    expect(await screen.findByText('TMP Number must not contain control or invisible characters')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('enables Generate QR only with a TMP number, and shows a QR code for it', async () => {
    stubCheckIn();
    const { user } = await openCheckIn();
    const generate = screen.getByRole('button', { name: /Generate QR/ });
    expect(generate).toBeDisabled();

    await user.type(screen.getByLabelText('TMP Number'), '   ');
    expect(generate).toBeDisabled();

    await user.type(screen.getByLabelText('TMP Number'), 'TMP-5001');
    await waitFor(() => expect(generate).toBeEnabled());
    await user.click(generate);

    const image = await screen.findByRole('img', { name: 'QR code for TMP-5001' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('checks in a container, says so, and shows the QR code of the new shipment', async () => {
    const saved = pendingResponse();
    const { requests } = stubCheckIn({ 'POST /api/shipments': saved.handler });
    const { user } = await openCheckIn();

    await user.type(screen.getByLabelText('TMP Number'), ' TMP-5001 ');
    await choose(user, 'Container Door', '2A');
    await choose(user, 'Dock Location', 'Dock B');
    await choose(user, 'Floor Lead', 'Maria Lopez');
    await user.type(screen.getByLabelText('PO Numbers'), 'PO-1, PO-2,, PO-1');
    await user.type(screen.getByLabelText('Seal Number'), 'SEAL-9{Enter}');

    expect(await screen.findByRole('button', { name: /Checking in\.\.\./ })).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({
      tmpNumber: 'TMP-5001',
      containerDoor: '2A',
      dockLocation: 'Dock B',
      floorLeadId: floorLeads[0].id,
      sealNumber: 'SEAL-9',
      poNumbers: ['PO-1', 'PO-2'],
    });

    saved.answer(jsonResponse(aShipment({ id: 'shipment-42', tmpNumber: 'TMP-5001', containerDoor: '2A', dockLocation: 'Dock B' }), 201));

    expect(await screen.findByText('Container Check-In Complete')).toBeInTheDocument();
    expect(screen.getByText(/TMP-5001 is checked in/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for TMP-5001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open shipment page' })).toHaveAttribute('href', '/shipments/shipment-42');
    expect(screen.getByLabelText('TMP Number')).toHaveValue('');
  });

  it('shows the server’s field errors, and its message for a conflict', async () => {
    stubCheckIn({
      'POST /api/shipments': () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'TMP-5001 is already at Truck Check-In; container check-in expects Pending',
            code: 'WORKFLOW_CONFLICT',
            errors: [{ field: 'tmpNumber', message: 'TMP Number is already checked in' }],
          },
          409,
        ),
    });
    const { user } = await openCheckIn();

    await user.type(screen.getByLabelText('TMP Number'), 'TMP-5001');
    await choose(user, 'Container Door', '1A');
    await choose(user, 'Dock Location', 'Dock A');
    await user.click(screen.getByRole('button', { name: /Check In Container/ }));

    expect(await screen.findByText('Check-In Failed')).toBeInTheDocument();
    expect(screen.getByText('TMP-5001 is already at Truck Check-In; container check-in expects Pending')).toBeInTheDocument();
    expect(screen.getByText('TMP Number is already checked in')).toBeInTheDocument();
  });

  it('gives the generic failure message otherwise', async () => {
    stubCheckIn({ 'POST /api/shipments': () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500) });
    const { user } = await openCheckIn();

    await user.type(screen.getByLabelText('TMP Number'), 'TMP-5001');
    await choose(user, 'Container Door', '1A');
    await choose(user, 'Dock Location', 'Dock A');
    await user.click(screen.getByRole('button', { name: /Check In Container/ }));

    expect(await screen.findByText('Failed to process container check-in. Please try again.')).toBeInTheDocument();
  });

  it('shows a viewer the form disabled, and why', async () => {
    stubCheckIn({}, 'viewer');
    await openCheckIn();

    expect(screen.getByText(/Your role \(Viewer\) cannot check in containers/)).toBeInTheDocument();
    expect(screen.getByLabelText('TMP Number')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Check In Container/ })).toBeDisabled();
  });

  it('says when no floor leads are set up yet', async () => {
    stubCheckIn({ 'GET /api/crew-members': () => jsonResponse([]) });
    await openCheckIn();

    expect(await screen.findByText(/No floor leads are set up yet\. An admin can mark users as floor leads\./)).toBeInTheDocument();
    const form = screen.getByRole('button', { name: /Check In Container/ }).closest('form')!;
    expect(within(form).queryByText('Floor Lead is required')).not.toBeInTheDocument();
  });

  it('fills door, dock and ETA from the schedule as a known TMP number is typed, leaving typed fields alone, and lists its POs to keep or remove', async () => {
    const scheduled = aShipment({ tmpNumber: 'TMP-5001', status: 'pending', workflowStep: 'pending', containerDoor: '2B', dockLocation: 'Dock C', estimatedCompletion: '2026-11-21T12:30:00.000Z' });
    const lookups: string[] = [];
    const { requests } = stubCheckIn({
      'GET /api/shipments/by-tmp/tmp-5001': (request) => {
        lookups.push(new URL(request.url).pathname);
        return jsonResponse({ shipment: scheduled, purchaseOrders: [aPurchaseOrder({ id: 'po-7001', poNumber: 'PO-7001' }), aPurchaseOrder({ id: 'po-7002', poNumber: 'PO-7002' })] });
      },
      'DELETE /api/purchase-orders/po-7002': () => new Response(null, { status: 204 }),
    });
    const { user } = await openCheckIn();
    await choose(user, 'Dock Location', 'Dock A');

    await user.type(screen.getByLabelText('TMP Number'), 'tmp-5001');

    expect(await screen.findByText(/TMP-5001 is on the schedule: door 2B, Dock C, ETA .*\. Blank fields keep the schedule's values\./)).toBeInTheDocument();
    const scheduledPos = await screen.findByLabelText('Scheduled POs');
    expect(within(scheduledPos).getByText('PO-7001')).toBeInTheDocument();
    expect(screen.getByLabelText('PO Numbers')).toHaveValue('');
    const selected = (label: string) => screen.getByLabelText(label).closest('.ant-select-content')?.getAttribute('title');
    expect(selected('Container Door')).toBe('2B');
    expect(selected('Dock Location')).toBe('Dock A');
    expect(screen.getByLabelText('Estimated Completion')).not.toHaveValue('');
    expect(lookups).toEqual(['/api/shipments/by-tmp/tmp-5001']);

    await user.click(screen.getByLabelText('Remove PO PO-7002'));
    await waitFor(() => expect(within(scheduledPos).queryByText('PO-7002')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE' && request.url.endsWith('/api/purchase-orders/po-7002'))).toBe(true);
  });
});
