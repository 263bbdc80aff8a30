import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { CrewMember, OtrAssignment } from '@dockflow/contracts';
import type { RouteUser } from '../../test/renderRoute';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { aCheckedInPurchaseOrder, aShipment, aUser } from '../../test/fixtures';
import { choose, renderScreen } from '../workflow-shared/testing/renderScreen';
import { shipmentList } from '../workflow-shared/testing/shipmentStubs';
import { OtrSetupScreen } from './OtrSetupScreen';
import { formatDateTime } from '../../lib/format';
import { pushShipmentChanged, shipmentChanges } from '../../test/pushes';

const shipment = aShipment({ id: 'c0000000-0000-4000-8000-000000000001', tmpNumber: 'TMP-1001', status: 'bol_entry', workflowStep: 'bol_entry' });
const crew: Record<string, CrewMember[]> = {
  otr_driver: [{ id: 'd0000000-0000-4000-8000-000000000001', name: 'Olive Driver' }],
  forklift_operator: [{ id: 'f0000000-0000-4000-8000-000000000001', name: 'Frank Lift' }],
};
const assignment: OtrAssignment = {
  id: 'e0000000-0000-4000-8000-000000000001',
  shipmentId: shipment.id,
  otrDriverId: crew.otr_driver[0].id,
  forkliftOperatorId: crew.forklift_operator[0].id,
  otrDoorAssignment: 'OTR-3',
  instructions: 'Load heavy pallets first',
  instructionsSent: false,
  sentAt: null,
  driverOpenedAt: null,
  forkliftOperatorOpenedAt: null,
  createdAt: '2026-11-21T12:00:00.000Z',
};

function crewByFunction(members: Record<string, CrewMember[]>) {
  return (request: Request) => jsonResponse(members[new URL(request.url).searchParams.get('function') ?? ''] ?? []);
}

function stubOtr(routes: Parameters<typeof stubFetch>[0] = {}, role: 'operator' | 'viewer' = 'operator') {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(aUser({ role })),
    'GET /api/shipments': shipmentList([shipment]),
    'GET /api/crew-members': crewByFunction(crew),
    'POST /api/otr-assignments': () => jsonResponse(assignment, 201),
    ...routes,
  });
}

async function assignCrew(user: RouteUser) {
  await choose(user, 'Shipment', 'TMP-1001 (BOL Entry, 1A, Dock A)');
  await choose(user, 'OTR Driver', 'Olive Driver');
  await choose(user, 'Forklift Operator', 'Frank Lift');
  await choose(user, 'OTR Door', 'OTR-3');
  await user.type(screen.getByLabelText('Instructions'), ' Load heavy pallets first ');
  await user.click(screen.getByRole('button', { name: /Assign Crew/ }));
}

describe('OTR & Forklift Setup', () => {
  it('fills the OTR door in from the truck’s check-in once the shipment is chosen', async () => {
    stubOtr({ [`GET /api/shipments/${shipment.id}/purchase-orders`]: () => jsonResponse([aCheckedInPurchaseOrder({ shipmentId: shipment.id, otrDoor: 'OTR-5' })]) });
    const { user } = await renderScreen(<OtrSetupScreen />, 'OTR & Forklift Setup');

    await choose(user, 'Shipment', 'TMP-1001 (BOL Entry, 1A, Dock A)');

    const door = screen.getByLabelText('OTR Door').closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(door.textContent).toContain('OTR-5'));
  });

  it('requires every field', async () => {
    stubOtr();
    const { user } = await renderScreen(<OtrSetupScreen />, 'OTR & Forklift Setup');

    await user.click(await screen.findByRole('button', { name: /Assign Crew/ }));

    expect(await screen.findByText('Shipment is required')).toBeInTheDocument();
    expect(screen.getByText('OTR Driver is required')).toBeInTheDocument();
    expect(screen.getByText('Forklift Operator is required')).toBeInTheDocument();
    expect(screen.getByText('OTR Door assignment is required')).toBeInTheDocument();
    expect(screen.getByText('Instructions are required')).toBeInTheDocument();
  });

  it('says when no crew members of a function are set up', async () => {
    stubOtr({ 'GET /api/crew-members': crewByFunction({ forklift_operator: crew.forklift_operator }) });
    await renderScreen(<OtrSetupScreen />, 'OTR & Forklift Setup');

    expect(await screen.findByText('No OTR drivers are set up yet. An admin marks users as OTR drivers in User Management.')).toBeInTheDocument();
    expect(screen.queryByText(/No forklift operators are set up yet/)).not.toBeInTheDocument();
  });

  it('says when no shipment is waiting for crew', async () => {
    stubOtr({ 'GET /api/shipments': shipmentList([]) });
    await renderScreen(<OtrSetupScreen />, 'OTR & Forklift Setup');

    expect(await screen.findByText('No Shipments Found')).toBeInTheDocument();
  });

  it('assigns the crew, then sends the instructions and shows when', async () => {
    const sentAt = '2026-11-21T12:05:00.000Z';
    const { requests } = stubOtr({
      [`PUT /api/otr-assignments/${assignment.id}`]: () => jsonResponse({ ...assignment, instructionsSent: true, sentAt }),
    });
    const { user } = await renderScreen(<OtrSetupScreen />, 'OTR & Forklift Setup');

    await assignCrew(user);

    expect(await screen.findByText('OTR Assignment Complete')).toBeInTheDocument();
    const posted = requests.find((request) => request.method === 'POST');
    expect(await posted?.json()).toEqual({
      shipmentId: shipment.id,
      otrDriverId: crew.otr_driver[0].id,
      forkliftOperatorId: crew.forklift_operator[0].id,
      otrDoorAssignment: 'OTR-3',
      instructions: 'Load heavy pallets first',
    });
    expect(screen.getByText('Instructions not sent yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Send Instructions/ }));

    expect(await screen.findByText('Instructions Sent')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({ instructionsSent: true });
    expect(screen.getByText(/^Instructions sent /)).toBeInTheDocument();
  });

  it('shows, as it happens, when each crew member opens the sent instructions', async () => {
    const sent: OtrAssignment = { ...assignment, instructionsSent: true, sentAt: '2026-11-21T12:05:00.000Z' };
    stubOtr({
      [`PUT /api/otr-assignments/${assignment.id}`]: () => jsonResponse(sent),
      [`GET /api/shipments/${shipment.id}/otr-assignments`]: () => jsonResponse([assignment]),
    });
    const { user } = await renderScreen(<OtrSetupScreen />, 'OTR & Forklift Setup');
    await assignCrew(user);
    await user.click(await screen.findByRole('button', { name: /Send Instructions/ }));
    expect(await screen.findByText('Not opened yet by Olive Driver')).toBeInTheDocument();
    expect(screen.getByText('Not opened yet by Frank Lift')).toBeInTheDocument();

    const driverOpenedAt = '2026-11-21T12:07:00.000Z';
    pushShipmentChanged(shipmentChanges.instructionsOpened(shipment, { ...sent, driverOpenedAt }, crew.otr_driver[0].id));

    expect(await screen.findByText(`Opened by Olive Driver at ${formatDateTime(driverOpenedAt)}`)).toBeInTheDocument();
    expect(screen.getByText('Not opened yet by Frank Lift')).toBeInTheDocument();
  });

  it('says when sending the instructions failed', async () => {
    stubOtr({
      [`PUT /api/otr-assignments/${assignment.id}`]: () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500),
    });
    const { user } = await renderScreen(<OtrSetupScreen />, 'OTR & Forklift Setup');
    await assignCrew(user);
    await screen.findByText('OTR Assignment Complete');

    await user.click(screen.getByRole('button', { name: /Send Instructions/ }));

    expect(await screen.findByText('Send Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to send instructions.')).toBeInTheDocument();
  });

  it('says when the assignment failed', async () => {
    stubOtr({ 'POST /api/otr-assignments': () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500) });
    const { user } = await renderScreen(<OtrSetupScreen />, 'OTR & Forklift Setup');

    await assignCrew(user);

    expect(await screen.findByText('Assignment Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create OTR assignment.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Send Instructions/ })).not.toBeInTheDocument());
  });

  it('shows a viewer the form disabled, and why', async () => {
    stubOtr({}, 'viewer');
    await renderScreen(<OtrSetupScreen />, 'OTR & Forklift Setup');

    expect(await screen.findByText(/Your role \(Viewer\) cannot assign crews/)).toBeInTheDocument();
    expect(screen.getByLabelText('Instructions')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Assign Crew/ })).toBeDisabled();
  });
});
