import type { Shipment, ShipmentList, ShipmentStatus, WorkflowStep } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';
import type { LiveTag } from '../../../lib/liveRefetch';
import { followShipmentsAtSteps, isAtStep, newestFirst } from '../../../lib/shipmentsAtSteps';

/** Every picker list, refetched only after the live connection comes back. */
const WORKFLOW_SHIPMENTS_TAG: LiveTag = { type: 'Shipment', id: 'workflow-shipments' };

/** The most the list call gives in one page; a picker shows the newest shipments of each status. */
const PICKER_PAGE_SIZE = 100;

export const workflowShipmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The shipments waiting at any of `steps`, newest first: GET /api/shipments for each status,
     * plus the delayed ones whose workflow step is one of them (a delayed shipment still moves on).
     * Live: every shipment.changed push carries the shipment, which joins, stays in or leaves the
     * list by its workflow step; never refetched.
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
      onCacheEntryAdded: (steps, entry) => followShipmentsAtSteps(steps, entry),
    }),
  }),
});

export const { useListWorkflowShipmentsQuery } = workflowShipmentsApi;
