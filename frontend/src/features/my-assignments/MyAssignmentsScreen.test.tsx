import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SOCKET_EVENTS, type MyAssignment } from '@dockflow/contracts';
import { socket } from '../../lib/socket';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { renderApp } from '../../test/renderApp';
import { aUser } from '../../test/fixtures';

function anAssignment(overrides: Partial<MyAssignment> = {}): MyAssignment {
  return {
    assignmentId: 'a0000000-0000-4000-8000-000000000001',
    shipmentId: 'c0000000-0000-4000-8000-000000000001',
    tmpNumber: 'TMP-1001',
    containerDoor: '1A',
    dockLocation: 'Dock A',
    otrDoorAssignment: 'OTR-3',
    crewFunctions: ['otr_driver'],
    instructions: 'Load heavy pallets first',
    sentAt: '2026-11-21T12:05:00.000Z',
    openedAt: null,
    active: true,
    ...overrides,
  };
}

function pushInstructions(assignment: MyAssignment) {
  act(() => {
    for (const listener of socket.listeners(SOCKET_EVENTS.crewInstructionsReceived)) listener(assignment);
  });
}

const cardOf = (tmpNumber: string) => screen.getByRole('link', { name: tmpNumber }).closest('.ant-card') as HTMLElement;

describe('My Assignments (docs/product.md §8.4)', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'Notification');
  });

  it('says so when no instructions were sent to the user', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser({ role: 'viewer' })), 'GET /api/my-assignments': () => jsonResponse([]) });
    renderApp('/my-assignments');
    expect(await screen.findByText(/No instructions have been sent to you yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Assignments' })).toBeInTheDocument();
  });

  it('shows where to go, keeps the instructions closed until opened, and tells the server when they are', async () => {
    const listed = anAssignment();
    const opened = { ...listed, openedAt: '2026-11-21T12:07:00.000Z' };
    const { requests } = stubFetch({
      'GET /api/auth/user': () => jsonResponse(aUser({ role: 'viewer' })),
      'GET /api/my-assignments': () => jsonResponse([listed]),
      [`POST /api/my-assignments/${listed.assignmentId}/opened`]: () => jsonResponse(opened),
    });
    const { user } = renderApp('/my-assignments');

    await screen.findByRole('link', { name: 'TMP-1001' });
    const card = cardOf('TMP-1001');
    expect(within(card).getByText('1A')).toBeInTheDocument();
    expect(within(card).getByText('OTR-3')).toBeInTheDocument();
    expect(within(card).queryByText('Load heavy pallets first')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Open Instructions/ }));

    expect(await within(card).findByText('Load heavy pallets first')).toBeInTheDocument();
    expect(within(card).getByText(/^Opened /)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname)).toEqual([`/api/my-assignments/${listed.assignmentId}/opened`]);
  });

  it('adds instructions pushed to the user at the top, with a toast and a browser notification', async () => {
    const shown = jest.fn();
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      constructor(title: string, options?: NotificationOptions) {
        shown(title, options?.body);
      }
    }
    Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: FakeNotification });
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser({ role: 'viewer' })), 'GET /api/my-assignments': () => jsonResponse([anAssignment({ active: false })]) });
    renderApp('/my-assignments');
    await screen.findByRole('link', { name: 'TMP-1001' });

    pushInstructions(anAssignment({ assignmentId: 'a0000000-0000-4000-8000-000000000002', tmpNumber: 'TMP-2002', otrDoorAssignment: 'OTR-1', instructions: 'Seal after row 20' }));

    expect(await screen.findByText('Instructions for TMP-2002 at OTR-1')).toBeInTheDocument();
    expect(shown).toHaveBeenCalledWith('Instructions for TMP-2002 at OTR-1', 'Seal after row 20');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^TMP-/ }).map((link) => link.textContent)).toEqual(['TMP-2002', 'TMP-1001']));
  });

  it('alerts the crew member on whatever screen they are', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(aUser({ role: 'viewer' })) });
    renderApp('/user-management');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();

    pushInstructions(anAssignment());

    expect(await screen.findByText('Instructions for TMP-1001 at OTR-3')).toBeInTheDocument();
  });
});
