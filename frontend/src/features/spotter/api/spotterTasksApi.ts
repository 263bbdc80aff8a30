import type { CreateSpotterTaskRequest, SpotterTask, UpdateSpotterTaskRequest } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { showAnswer } from '../../../lib/commandAnswer';
import { onSpotterTaskChanged, whileCached } from '../../../lib/livePushes';
import type { LiveTag } from '../../../lib/liveRefetch';
import { sessionApi } from '../../../lib/session';
import { upsertTask } from '../spotterTasks';

/** Within the live tag type, so the lists are refetched after the live connection comes back. */
const TASKS_TAG: LiveTag = { type: 'Shipment', id: 'spotter-tasks' };

const selectCurrentUser = sessionApi.endpoints.getCurrentUser.select();

export const spotterTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/spotter-tasks as `viewerId` sees them (their own first). Live: each spotter-task.changed push carries the task; never refetched. */
    listSpotterTasks: build.query<SpotterTask[], string>({
      query: () => '/spotter-tasks',
      providesTags: [TASKS_TAG],
      onCacheEntryAdded: (viewerId, entry) =>
        whileCached(entry, (whenLoaded) => onSpotterTaskChanged(whenLoaded(({ task }) => entry.updateCachedData((tasks) => upsertTask(tasks, task, viewerId))))),
    }),
    createSpotterTask: build.mutation<SpotterTask, CreateSpotterTaskRequest>({
      query: (task) => ({ url: '/spotter-tasks', method: 'POST', body: task }),
      onQueryStarted: (_request, lifecycle): Promise<void> => showAnswer(lifecycle, showTask(selectCurrentUser(lifecycle.getState()).data?.id)),
    }),
    /** Start (in_progress) or Complete (completed; the server stamps completedAt). */
    updateSpotterTask: build.mutation<SpotterTask, { id: string } & UpdateSpotterTaskRequest>({
      query: ({ id, status }) => ({ url: `/spotter-tasks/${encodeURIComponent(id)}`, method: 'PUT', body: { status } satisfies UpdateSpotterTaskRequest }),
      onQueryStarted: (_request, lifecycle): Promise<void> => showAnswer(lifecycle, showTask(selectCurrentUser(lifecycle.getState()).data?.id)),
    }),
  }),
});

/**
 * Shows a command's answer in the signed-in user's task list at once (the push that follows brings the
 * same task). As it refers back to this API, the mutations using it declare their return type.
 */
const showTask = (viewerId: string | undefined) => (task: SpotterTask) =>
  spotterTasksApi.util.updateQueryData('listSpotterTasks', viewerId ?? '', (tasks) => upsertTask(tasks, task, viewerId ?? ''));

export const { useListSpotterTasksQuery, useCreateSpotterTaskMutation, useUpdateSpotterTaskMutation } = spotterTasksApi;
