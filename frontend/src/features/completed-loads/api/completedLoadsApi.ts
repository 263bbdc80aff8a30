import type { CompletedLoadList } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';
import { refetchOnShipmentChanges, type LiveTag } from '../../../lib/liveRefetch';

const LOADS_TAG: LiveTag = { type: 'Shipment', id: 'completed-loads' };

export interface LoadsPage {
  page: number;
  pageSize: number;
}

export const completedLoadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/completed-loads, most recent first; refetched when a completed shipment changes (its last row, a release). */
    listCompletedLoads: build.query<CompletedLoadList, LoadsPage>({
      query: ({ page, pageSize }) => ({ url: '/completed-loads', params: queryParams({ page, pageSize }) }),
      providesTags: [LOADS_TAG],
      onCacheEntryAdded: (_page, lifecycle) => refetchOnShipmentChanges(LOADS_TAG, lifecycle, ({ shipment }) => shipment.status === 'completed'),
    }),
  }),
});

export const { useListCompletedLoadsQuery } = completedLoadsApi;
