import type { Shipment, ShipmentList, WorkflowStep } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';
import type { LiveTag } from '../../../lib/liveRefetch';
import { followShipmentsAtSteps } from '../../../lib/shipmentsAtSteps';

const DOOR_SHIPMENTS_TAG: LiveTag = { type: 'Shipment', id: 'door-shipments' };

/**
 * The list filters of shipments whose container is at its door: checked in (in_progress), loading,
 * and delayed at any step. Asked for separately rather than as the newest 100 of all shipments, so
 * that a large import of scheduled (pending) shipments can never push a container at a door off the board.
 */
const AT_DOOR_FILTERS = ['in_progress', 'loading', 'delayed'] as const;
const PAGE = { page: 1, pageSize: 100 };

/** Checked in and not completed: the steps of a container at its door, whatever the status shown (delayed). */
const AT_DOOR_STEPS: readonly WorkflowStep[] = ['container_checkin', 'truck_checkin', 'bol_entry', 'loading'];

export const doorShipmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The shipments at a door, for the wall display. Live: every shipment.changed push carries the
     * shipment, which joins, stays on or leaves the board by its workflow step; never refetched.
     */
    listDoorShipments: build.query<Shipment[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const answers = await Promise.all(AT_DOOR_FILTERS.map((status) => baseQuery({ url: '/shipments', params: queryParams({ status, ...PAGE }) })));
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        return { data: answers.flatMap((answer) => (answer.data as ShipmentList).shipments) };
      },
      providesTags: [DOOR_SHIPMENTS_TAG],
      onCacheEntryAdded: (_arg, entry) => followShipmentsAtSteps(AT_DOOR_STEPS, entry),
    }),
  }),
});

export const { useListDoorShipmentsQuery } = doorShipmentsApi;
