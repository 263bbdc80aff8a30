import type { Shipment } from '@dockflow/contracts';
import { api } from '../lib/api';
import { followShipment } from '../lib/livePushes';
import type { LiveTag } from '../lib/liveRefetch';
import { isOlder } from '../lib/records';

/** /api/shipments/{id} and the addresses below it. */
export const shipmentPath = (shipmentId: string, part = '') => `/shipments/${encodeURIComponent(shipmentId)}${part}`;

/** A tag of one of a shipment's resources, refetched only after the live connection comes back. */
export const shipmentTag = (shipmentId: string, part = ''): LiveTag => ({ type: 'Shipment', id: shipmentPath(shipmentId, part) });

/** Keeps `pushed` unless the copy shown is newer (an Immer recipe: returning undefined keeps the draft). */
export const newerShipment = (pushed: Shipment) => (shown: Shipment) => (isOlder(pushed, shown) ? undefined : pushed);

/**
 * GET /api/shipments/{id}. Live: every shipment.changed push carries the shipment as it is now, so
 * the entry takes it from the push of its shipment, whatever the event; never refetched.
 */
export const shipmentResource = api.injectEndpoints({
  endpoints: (build) => ({
    getShipment: build.query<Shipment, string>({
      query: (shipmentId) => shipmentPath(shipmentId),
      providesTags: (_result, _error, shipmentId) => [shipmentTag(shipmentId)],
      onCacheEntryAdded: (shipmentId, entry) => followShipment(shipmentId, entry, ({ shipment }) => entry.updateCachedData(newerShipment(shipment))),
    }),
  }),
});

export const { useGetShipmentQuery } = shipmentResource;

/** Shows a command's answer at once (the push that follows brings the same shipment). */
export const showShipment = (shipment: Shipment) => shipmentResource.util.updateQueryData('getShipment', shipment.id, newerShipment(shipment));
