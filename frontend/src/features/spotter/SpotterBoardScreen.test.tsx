import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SOCKET_EVENTS, type SpotterTask, type SpotterTaskEventType } from '@dockflow/contracts';
import { renderRoute, type RouteUser } from '../../test/renderRoute';
import { socket } from '../../lib/socket';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { renderApp } from '../../test/renderApp';
import { aShipment, aUser } from '../../test/fixtures';
import { SpotterBoardScreen } from './SpotterBoardScreen';
import { aTask } from './testing/fixtures';
import { shipmentList } from '../workflow-shared/testing/shipmentStubs';

const SPOTTER_ID = '4b7c6e0a-1d2f-4a3b-9c8d-7e6f5a4b3c2d';
const spotters = [{ id: SPOTTER_ID, name: 'Sam Spotter' }];

function stubBoard(tasks: SpotterTask[], routes: Parameters<typeof stubFetch>[0] = {}, user = aUser()) {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(user),
    'GET /api/spotter-tasks': () => jsonResponse(tasks),
    'GET /api/crew-members': () => jsonResponse(spotters),
    'GET /api/shipments': shipmentList([
      aShipment({ id: 'open', tmpNumber: 'TMP-OPEN' }),
      aShipment({ id: 'done', tmpNumber: 'TMP-DONE', workflowStep: 'completed', status: 'completed' }),
    ]),
    ...routes,
  });
}

async function openBoard() {
  const app = renderRoute(<SpotterBoardScreen />);
  await screen.findByRole('heading', { name: 'Spotter Board' });
  return app;
}

function pushTask(event: typeof SOCKET_EVENTS.spotterTaskChanged | typeof SOCKET_EVENTS.spotterTaskAssigned, task: SpotterTask, eventType: SpotterTaskEventType = 'SpotterTaskCreated') {
  act(() => {
    for (const listener of socket.listeners(event)) listener({ eventId: `event-${task.id}-${task.status}`, eventType, task, occurredAt: task.createdAt, actorId: 'user-2' });
  });
}

async function choose(user: RouteUser, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

const cardOf = (description: string) => screen.getByText(description).closest('li') as HTMLElement;

describe('Spotter Board', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'Notification');
  });

  it('counts the tasks, high priority ones only while not completed', async () => {
    stubBoard([
      aTask({ id: 'a', taskDescription: 'Urgent move', priority: 'high' }),
      aTask({ id: 'b', taskDescription: 'Urgent started', priority: 'high', status: 'in_progress' }),
      aTask({ id: 'c', taskDescription: 'Urgent done', priority: 'high', status: 'completed', completedAt: '2026-11-21T10:00:00.000Z' }),
      aTask({ id: 'd', taskDescription: 'Routine done', priority: 'low', status: 'completed', completedAt: '2026-11-21T10:00:00.000Z' }),
    ]);
    await openBoard();

    await screen.findByText('Urgent move');
    const figures = screen.getByRole('region', { name: 'Task figures' });
    const valueOf = (title: string) => within(figures).getByText(title).closest('.summary-card') as HTMLElement;
    expect(within(valueOf('Pending')).getByText('1')).toBeInTheDocument();
    expect(within(valueOf('In Progress')).getByText('1')).toBeInTheDocument();
    expect(within(valueOf('Completed')).getByText('2')).toBeInTheDocument();
    expect(within(valueOf('High Priority')).getByText('2')).toBeInTheDocument();
  });

  it('marks the signed-in user’s own tasks and lets them act on them only', async () => {
    stubBoard(
      [aTask({ id: 'mine', taskDescription: 'My move', assignedTo: 'user-1' }), aTask({ id: 'theirs', taskDescription: 'Their move' })],
      {},
      aUser({ role: 'viewer', crewFunctions: ['spotter'] }),
    );
    await openBoard();

    await screen.findByText('My move');
    expect(within(cardOf('My move')).getByText('Assigned to you')).toBeInTheDocument();
    expect(within(cardOf('My move')).getByRole('button', { name: /Start/ })).toBeEnabled();
    expect(within(cardOf('Their move')).queryByText('Assigned to you')).not.toBeInTheDocument();
    expect(within(cardOf('Their move')).getByRole('button', { name: /Start/ })).toBeDisabled();
    expect(screen.getByText(/cannot create tasks/)).toBeInTheDocument();
  });

  it('says when there are no tasks', async () => {
    stubBoard([]);
    await openBoard();

    expect(await screen.findByText('No Tasks Assigned')).toBeInTheDocument();
  });

  it('requires a description and a spotter', async () => {
    stubBoard([]);
    const { user } = await openBoard();

    await user.click(screen.getByRole('button', { name: /Create Task/ }));

    expect(await screen.findByText('Task description is required')).toBeInTheDocument();
    expect(screen.getByText('Please assign to a spotter')).toBeInTheDocument();
  });

  it('says where spotters come from when there are none', async () => {
    stubBoard([], { 'GET /api/crew-members': () => jsonResponse([]) });
    await openBoard();

    expect(await screen.findByText(/An admin marks users as spotters in User Management/)).toBeInTheDocument();
  });

  it('creates a task for a spotter and an open shipment', async () => {
    const { requests } = stubBoard([], {
      'POST /api/spotter-tasks': () => jsonResponse(aTask({ taskDescription: 'Move trailer 7', assigneeName: 'Sam Spotter' }), 201),
    });
    const { user } = await openBoard();

    await user.type(screen.getByLabelText('Task Description'), ' Move trailer 7 ');
    await choose(user, 'Assign To', 'Sam Spotter');
    await choose(user, 'Priority', 'High');
    await user.click(screen.getByLabelText('Shipment'));
    expect(await screen.findByTitle(/^TMP-OPEN/)).toBeInTheDocument();
    expect(screen.queryByTitle(/^TMP-DONE/)).not.toBeInTheDocument();
    await user.click(screen.getByTitle(/^TMP-OPEN/));
    await user.click(screen.getByRole('button', { name: /Create Task/ }));

    expect(await screen.findByText('Task Created')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({ taskDescription: 'Move trailer 7', assignedTo: SPOTTER_ID, priority: 'high', shipmentId: 'open' });
  });

  it('shows the server’s message when the task is refused', async () => {
    stubBoard([], {
      'POST /api/spotter-tasks': () =>
        jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'Please assign to a spotter', errors: [{ field: 'assignedTo', message: 'Please assign to a spotter' }] }, 400),
    });
    const { user } = await openBoard();

    await user.type(screen.getByLabelText('Task Description'), 'Move trailer 7');
    await choose(user, 'Assign To', 'Sam Spotter');
    await user.click(screen.getByRole('button', { name: /Create Task/ }));

    expect(await screen.findByText('Task Creation Failed')).toBeInTheDocument();
    expect(await screen.findAllByText('Please assign to a spotter')).toHaveLength(2);
  });

  it('starts a task and says so', async () => {
    const { requests } = stubBoard([aTask()], {
      'PUT /api/spotter-tasks/task-1': () => jsonResponse(aTask({ status: 'in_progress' })),
    });
    const { user } = await openBoard();

    await user.click(within(await waitFor(() => cardOf('Move trailer 12 to door 2A'))).getByRole('button', { name: /Start/ }));

    expect(await screen.findByText('Task Updated')).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PUT')?.json()).toEqual({ status: 'in_progress' });
  });

  it('says its text from docs/product.md when an update fails', async () => {
    stubBoard([aTask()], { 'PUT /api/spotter-tasks/task-1': () => jsonResponse({ statusCode: 500, error: 'Error', message: 'Boom' }, 500) });
    const { user } = await openBoard();

    await user.click(within(await waitFor(() => cardOf('Move trailer 12 to door 2A'))).getByRole('button', { name: /Complete/ }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update task.')).toBeInTheDocument();
  });

  it('shows tasks changed elsewhere at once', async () => {
    stubBoard([aTask()]);
    await openBoard();
    await screen.findByText('Move trailer 12 to door 2A');

    pushTask(SOCKET_EVENTS.spotterTaskChanged, aTask({ status: 'completed', completedAt: '2026-11-21T10:00:00.000Z' }), 'SpotterTaskCompleted');
    pushTask(SOCKET_EVENTS.spotterTaskChanged, aTask({ id: 'task-2', taskDescription: 'Fetch chassis' }));

    expect(await screen.findByText('Fetch chassis')).toBeInTheDocument();
    expect(within(cardOf('Move trailer 12 to door 2A')).queryByRole('button', { name: /Complete/ })).not.toBeInTheDocument();
  });

  it('tells a spotter about a task assigned to them, with a browser notification once allowed', async () => {
    const shown = jest.fn();
    const requestPermission = jest.fn(async () => 'granted' as NotificationPermission);
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = requestPermission;
      constructor(title: string, options?: NotificationOptions) {
        shown(title, options?.body);
      }
    }
    Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: FakeNotification });
    stubBoard([], {}, aUser({ crewFunctions: ['spotter'] }));
    const { user } = renderApp('/spotter');
    await screen.findByRole('heading', { name: 'Spotter Board' });

    await user.click(await screen.findByRole('button', { name: /Enable notifications/ }));
    expect(requestPermission).toHaveBeenCalled();
    FakeNotification.permission = 'granted';
    await waitFor(() => expect(screen.queryByRole('button', { name: /Enable notifications/ })).not.toBeInTheDocument());

    pushTask(SOCKET_EVENTS.spotterTaskAssigned, aTask({ taskDescription: 'Bring trailer 9 to door 3C' }));

    expect(await screen.findByText('New Task Assigned')).toBeInTheDocument();
    expect(screen.getByText('Bring trailer 9 to door 3C')).toBeInTheDocument();
    expect(shown).toHaveBeenCalledWith('New Task Assigned', 'Bring trailer 9 to door 3C');
  });

  it('alerts the spotter on whatever screen they are, not only on the board', async () => {
    stubBoard([], {}, aUser({ role: 'viewer', crewFunctions: ['spotter'] }));
    renderApp('/user-management');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();

    pushTask(SOCKET_EVENTS.spotterTaskAssigned, aTask({ taskDescription: 'Move chassis 4 to the yard' }));

    expect(await screen.findByText('New Task Assigned')).toBeInTheDocument();
    expect(screen.getByText('Move chassis 4 to the yard')).toBeInTheDocument();
  });
});
