import { SOCKET_EVENTS, type ShipmentChangedPayload } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { socket } from '../../../lib/socket';
import type { ShipmentTag } from './workflowTags';

/** What this helper needs of RTK Query's cache-entry lifecycle (onCacheEntryAdded's second argument). */
interface CacheEntryLifecycle {
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * For a cache entry about one shipment (its POs, its loading rows): refetches it whenever the
 * server pushes one of `eventTypes` for that shipment, for as long as the entry is cached.
 */
export async function refetchOnShipmentEvents(
  shipmentId: string,
  eventTypes: readonly string[],
  tag: ShipmentTag,
  { dispatch, cacheDataLoaded, cacheEntryRemoved }: CacheEntryLifecycle,
): Promise<void> {
  try {
    await cacheDataLoaded;
  } catch {
    return; // the entry went away before its first answer
  }
  const refetch = ({ eventType, shipment }: ShipmentChangedPayload) => {
    if (shipment.id === shipmentId && eventTypes.includes(eventType)) dispatch(api.util.invalidateTags([tag]));
  };
  socket.on(SOCKET_EVENTS.shipmentChanged, refetch);
  await cacheEntryRemoved;
  socket.off(SOCKET_EVENTS.shipmentChanged, refetch);
}
