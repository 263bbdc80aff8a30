import type { LoadingRow } from '@dockflow/contracts';
import { api } from '../lib/api';
import { followShipment } from '../lib/livePushes';
import { upsertById } from '../lib/records';
import { shipmentPath, shipmentTag } from './shipment';

/** The server lists a shipment's rows by number. */
const byRowNumber = (first: LoadingRow, second: LoadingRow) => first.rowNumber - second.rowNumber;

const upsertRow = (row: LoadingRow) => (rows: LoadingRow[]) => upsertById(rows, row, byRowNumber);

export const loadingRowsTag = (shipmentId: string) => shipmentTag(shipmentId, '/container-loading');

/**
 * GET /api/shipments/{id}/container-loading: the Container Loading screen and the shipment page.
 * Live: a LoadingRowRecorded push of the shipment carries the row; never refetched.
 */
export const loadingRowsResource = api.injectEndpoints({
  endpoints: (build) => ({
    listLoadingRows: build.query<LoadingRow[], string>({
      query: (shipmentId) => shipmentPath(shipmentId, '/container-loading'),
      providesTags: (_result, _error, shipmentId) => [loadingRowsTag(shipmentId)],
      onCacheEntryAdded: (shipmentId, entry) =>
        followShipment(shipmentId, entry, (change) => {
          if (change.eventType === 'LoadingRowRecorded') entry.updateCachedData(upsertRow(change.changed.row));
        }),
    }),
  }),
});

export const { useListLoadingRowsQuery } = loadingRowsResource;

/** Shows a command's answer at once (the push that follows brings the same row). */
export const showLoadingRow = (row: LoadingRow) => loadingRowsResource.util.updateQueryData('listLoadingRows', row.shipmentId, upsertRow(row));
