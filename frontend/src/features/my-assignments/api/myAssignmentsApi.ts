import type { MyAssignment } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { showAnswer } from '../../../lib/commandAnswer';
import { onCrewInstructionsReceived, whileCached } from '../../../lib/livePushes';
import type { LiveTag } from '../../../lib/liveRefetch';
import { upsertMyAssignment } from '../myAssignments';

/** Within the live tag type, so the list is read again after the live connection comes back. */
const MY_ASSIGNMENTS_TAG: LiveTag = { type: 'Shipment', id: 'my-assignments' };

export const myAssignmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my-assignments for `userId` (the cache key). Live: crew-instructions.received carries the assignment; never refetched. */
    listMyAssignments: build.query<MyAssignment[], string>({
      query: () => '/my-assignments',
      providesTags: [MY_ASSIGNMENTS_TAG],
      onCacheEntryAdded: (_userId, entry) =>
        whileCached(entry, (whenLoaded) => onCrewInstructionsReceived(whenLoaded((assignment) => entry.updateCachedData((list) => upsertMyAssignment(list, assignment))))),
    }),
    /** POST /api/my-assignments/{id}/opened: the server keeps the first time. */
    openInstructions: build.mutation<MyAssignment, { assignmentId: string; userId: string }>({
      query: ({ assignmentId }) => ({ url: `/my-assignments/${encodeURIComponent(assignmentId)}/opened`, method: 'POST' }),
      onQueryStarted: ({ userId }, lifecycle): Promise<void> =>
        showAnswer(lifecycle, (opened) => myAssignmentsApi.util.updateQueryData('listMyAssignments', userId, (list) => upsertMyAssignment(list, opened))),
    }),
  }),
});

export const { useListMyAssignmentsQuery, useOpenInstructionsMutation } = myAssignmentsApi;
