import type { CountConfirmationView } from '@dockflow/contracts';
import { api } from '../lib/api';
import { followShipment } from '../lib/livePushes';
import { upsertById } from '../lib/records';
import { shipmentPath, shipmentTag } from './shipment';

/** The server lists confirmations oldest first; a recount is a new one (docs/product.md §3.2), joining at the end. */
const upsertConfirmation = (confirmation: CountConfirmationView) => (confirmations: CountConfirmationView[]) => upsertById(confirmations, confirmation);

/**
 * GET /api/shipments/{id}/count-confirmations: the shipment page's counts. Live: a CountConfirmed
 * push of the shipment carries the confirmation; never refetched.
 */
export const countConfirmationsResource = api.injectEndpoints({
  endpoints: (build) => ({
    listCountConfirmations: build.query<CountConfirmationView[], string>({
      query: (shipmentId) => shipmentPath(shipmentId, '/count-confirmations'),
      providesTags: (_result, _error, shipmentId) => [shipmentTag(shipmentId, '/count-confirmations')],
      onCacheEntryAdded: (shipmentId, entry) =>
        followShipment(shipmentId, entry, (change) => {
          if (change.eventType === 'CountConfirmed') entry.updateCachedData(upsertConfirmation(change.changed.confirmation));
        }),
    }),
  }),
});

export const { useListCountConfirmationsQuery } = countConfirmationsResource;

/** Shows a command's answer at once (the push that follows brings the same confirmation). */
export const showCountConfirmation = (confirmation: CountConfirmationView) =>
  countConfirmationsResource.util.updateQueryData('listCountConfirmations', confirmation.shipmentId, upsertConfirmation(confirmation));
