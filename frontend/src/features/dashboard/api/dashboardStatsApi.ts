import type { DashboardStats } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { refetchOnShipmentChanges, type LiveTag } from '../../../lib/liveRefetch';

const STATS_TAG: LiveTag = { type: 'Shipment', id: 'dashboard-stats' };

export const dashboardStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/dashboard/stats, recomputed by the server whenever a shipment changes. */
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => '/dashboard/stats',
      providesTags: [STATS_TAG],
      onCacheEntryAdded: (_arg, lifecycle) => refetchOnShipmentChanges(STATS_TAG, lifecycle),
    }),
  }),
});

export const { useGetDashboardStatsQuery } = dashboardStatsApi;
