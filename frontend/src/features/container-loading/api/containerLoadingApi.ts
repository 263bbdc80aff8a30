import type { LoadingRow, RecordLoadingRowRequest } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { showAnswer } from '../../../lib/commandAnswer';
import { isQueued } from '../../../lib/http';
import { loadingRowsTag, showLoadingRow } from '../../../resources/loadingRows';

export const containerLoadingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/container-loading: the server derives progress and status from the rows (docs/product.md §3.2). */
    recordLoadingRow: build.mutation<LoadingRow, RecordLoadingRowRequest>({
      query: (body) => ({ url: '/container-loading', method: 'POST', body }),
      onQueryStarted: (_request, lifecycle) => showAnswer(lifecycle, showLoadingRow),
      // A refused row reloads the grid, which may be behind (a push missed while the connection was down).
      invalidatesTags: (_row, error, { shipmentId }) => (error && !isQueued(error) ? [loadingRowsTag(shipmentId)] : []),
      // Recorded inside a container where the Wi-Fi drops: kept on the device until the network is back.
      extraOptions: { queueWhenOffline: true },
    }),
  }),
});

export const { useRecordLoadingRowMutation } = containerLoadingApi;
