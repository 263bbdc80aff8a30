import { SOCKET_EVENTS, type ShipmentChangedPayload, type Shipment, type ShipmentList, type ShipmentStatus, type WorkflowStep } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';
import { socket } from '../../../lib/socket';
import { applyPickerChange, isAtStep, newestFirst } from './pickerShipments';
import { WORKFLOW_SHIPMENTS_TAG } from './workflowTags';

/** The most the list call gives in one page; a picker shows the newest shipments of each status. */
const PICKER_PAGE_SIZE = 100;

export const workflowShipmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The shipments waiting at any of `steps`, newest first: GET /api/shipments for each status,
     * plus the delayed ones whose workflow step is one of them (a delayed shipment still moves on).
     * Kept current by the server's shipment.changed pushes.
     */
    listWorkflowShipments: build.query<Shipment[], readonly WorkflowStep[]>({
      async queryFn(steps, _api, _extraOptions, baseQuery) {
        const statuses: ShipmentStatus[] = [...steps, 'delayed'];
        const answers = await Promise.all(
          statuses.map((status) => baseQuery({ url: '/shipments', params: queryParams({ status, page: 1, pageSize: PICKER_PAGE_SIZE }) })),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        const shipments = answers.flatMap((answer) => (answer.data as ShipmentList).shipments);
        return { data: newestFirst(shipments.filter((shipment) => isAtStep(shipment, steps))) };
      },
      providesTags: [WORKFLOW_SHIPMENTS_TAG],
      async onCacheEntryAdded(steps, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // the entry went away before its first answer
        }
        const applyPush = ({ shipment }: ShipmentChangedPayload) => updateCachedData((list) => applyPickerChange(list, shipment, steps));
        socket.on(SOCKET_EVENTS.shipmentChanged, applyPush);
        await cacheEntryRemoved;
        socket.off(SOCKET_EVENTS.shipmentChanged, applyPush);
      },
    }),
  }),
});

export const { useListWorkflowShipmentsQuery } = workflowShipmentsApi;
