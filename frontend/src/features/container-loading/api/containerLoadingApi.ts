import type { LoadingRow, RecordLoadingRowRequest } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { refetchOnShipmentChanges, type LiveTag } from '../../../lib/liveRefetch';
import { WORKFLOW_SHIPMENTS_TAG } from '../../workflow-shared/api/workflowTags';
import { withRow } from '../loadingRows';

const loadingRowsTag = (shipmentId: string): LiveTag => ({ type: 'Shipment', id: `${shipmentId}/loading-rows` });

export const containerLoadingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shipments/{id}/container-loading, refetched when anyone records a row of that shipment. */
    listLoadingRows: build.query<LoadingRow[], string>({
      query: (shipmentId) => `/shipments/${encodeURIComponent(shipmentId)}/container-loading`,
      providesTags: (_result, _error, shipmentId) => [loadingRowsTag(shipmentId)],
      onCacheEntryAdded: (shipmentId, lifecycle) =>
        refetchOnShipmentChanges(
          loadingRowsTag(shipmentId),
          lifecycle,
          ({ eventType, shipment }) => shipment.id === shipmentId && eventType === 'LoadingRowRecorded',
        ),
    }),
    recordLoadingRow: build.mutation<LoadingRow, RecordLoadingRowRequest>({
      query: (body) => ({ url: '/container-loading', method: 'POST', body }),
      // The saved row goes straight into the grid; a refused one reloads the grid, which may be behind.
      async onQueryStarted({ shipmentId }, { dispatch, queryFulfilled }) {
        try {
          const { data: row } = await queryFulfilled;
          dispatch(containerLoadingApi.util.updateQueryData('listLoadingRows', shipmentId, (rows) => withRow(rows, row)));
        } catch {
          // the caller reports the failure
        }
      },
      invalidatesTags: (_row, error, { shipmentId }) => (error ? [loadingRowsTag(shipmentId)] : [WORKFLOW_SHIPMENTS_TAG]),
    }),
  }),
});

export const { useListLoadingRowsQuery, useRecordLoadingRowMutation } = containerLoadingApi;
