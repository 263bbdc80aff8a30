import type { Shipment, ShipmentList } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';
import { refetchOnShipmentChanges, type LiveTag } from '../../../lib/liveRefetch';

const DOOR_SHIPMENTS_TAG: LiveTag = { type: 'Shipment', id: 'door-shipments' };

/**
 * The list filters of shipments whose container is at its door: checked in (in_progress), loading,
 * and delayed at any step. Asked for separately rather than as the newest 100 of all shipments, so
 * that a large import of scheduled (pending) shipments can never push a container at a door off the board.
 */
const AT_DOOR_FILTERS = ['in_progress', 'loading', 'delayed'] as const;
const PAGE = { page: 1, pageSize: 100 };

export const doorShipmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Checked-in shipments not yet completed, for the wall display; refetched (at most once a second) when any shipment changes. */
    listDoorShipments: build.query<Shipment[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const answers = await Promise.all(AT_DOOR_FILTERS.map((status) => baseQuery({ url: '/shipments', params: queryParams({ status, ...PAGE }) })));
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        return { data: answers.flatMap((answer) => (answer.data as ShipmentList).shipments) };
      },
      providesTags: [DOOR_SHIPMENTS_TAG],
      onCacheEntryAdded: (_arg, lifecycle) => refetchOnShipmentChanges(DOOR_SHIPMENTS_TAG, lifecycle),
    }),
  }),
});

export const { useListDoorShipmentsQuery } = doorShipmentsApi;
