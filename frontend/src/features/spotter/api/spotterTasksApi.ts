import {
  SOCKET_EVENTS,
  type CreateSpotterTaskRequest,
  type Shipment,
  type ShipmentList,
  type SpotterTask,
  type SpotterTaskChangedPayload,
  type UpdateSpotterTaskRequest,
} from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';
import { refetchOnShipmentChanges, type LiveTag } from '../../../lib/liveRefetch';
import { socket } from '../../../lib/socket';
import { upsertTask } from '../spotterTasks';

/** Within the live tag type, so the list is refetched after the live connection comes back. */
const TASKS_TAG: LiveTag = { type: 'Shipment', id: 'spotter-tasks' };
const TASK_SHIPMENTS_TAG: LiveTag = { type: 'Shipment', id: 'spotter-task-shipments' };

/** The newest shipments a task may be about. */
const TASK_SHIPMENTS_PAGE = { page: 1, pageSize: 100 };

export const spotterTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/spotter-tasks as `viewerId` sees them (their own first), kept current by the
     * spotter-task.changed pushes.
     */
    listSpotterTasks: build.query<SpotterTask[], string>({
      query: () => '/spotter-tasks',
      providesTags: [TASKS_TAG],
      async onCacheEntryAdded(viewerId, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // the entry went away before its first answer
        }
        const applyPush = ({ task }: SpotterTaskChangedPayload) => updateCachedData((tasks) => upsertTask(tasks, task, viewerId));
        socket.on(SOCKET_EVENTS.spotterTaskChanged, applyPush);
        await cacheEntryRemoved;
        socket.off(SOCKET_EVENTS.spotterTaskChanged, applyPush);
      },
    }),
    createSpotterTask: build.mutation<SpotterTask, CreateSpotterTaskRequest>({
      query: (task) => ({ url: '/spotter-tasks', method: 'POST', body: task }),
      invalidatesTags: [TASKS_TAG],
    }),
    /** Start (in_progress) or Complete (completed; the server stamps completedAt). */
    updateSpotterTask: build.mutation<SpotterTask, { id: string } & UpdateSpotterTaskRequest>({
      query: ({ id, status }) => ({ url: `/spotter-tasks/${encodeURIComponent(id)}`, method: 'PUT', body: { status } satisfies UpdateSpotterTaskRequest }),
      invalidatesTags: [TASKS_TAG],
    }),
    /** The shipments not yet completed, newest first, for the New Task form's picker. */
    listTaskShipments: build.query<Shipment[], void>({
      query: () => ({ url: '/shipments', params: queryParams(TASK_SHIPMENTS_PAGE) }),
      transformResponse: (list: ShipmentList) => list.shipments.filter((shipment) => shipment.workflowStep !== 'completed'),
      providesTags: [TASK_SHIPMENTS_TAG],
      onCacheEntryAdded: (_arg, lifecycle) =>
        refetchOnShipmentChanges(
          TASK_SHIPMENTS_TAG,
          lifecycle,
          ({ eventType, shipment }) => eventType === 'ContainerCheckedIn' || shipment.workflowStep === 'completed',
        ),
    }),
  }),
});

export const { useListSpotterTasksQuery, useCreateSpotterTaskMutation, useUpdateSpotterTaskMutation, useListTaskShipmentsQuery } = spotterTasksApi;
