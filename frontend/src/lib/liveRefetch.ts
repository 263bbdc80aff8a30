import { SOCKET_EVENTS, type ShipmentChangedPayload } from '@dockflow/contracts';
import { api } from './api';
import { socket } from './socket';

/**
 * A cache tag of live data. The API slice has the one tag type 'Shipment', invalidated as a whole
 * after the live connection comes back, so every live entry uses an id within it.
 */
export type LiveTag = { type: 'Shipment'; id: string };

/** Figures the server computes (stats, boards) are refetched at most this often while pushes arrive. */
export const LIVE_REFETCH_INTERVAL_MS = 1000;

export interface Throttled {
  (): void;
  cancel(): void;
}

/** Runs `run` at once, then at most once per interval: calls in between are folded into one run at the interval's end. */
export function throttle(run: () => void, intervalMs: number): Throttled {
  let lastRun = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const runNow = () => {
    pending = undefined;
    lastRun = Date.now();
    run();
  };
  const throttled = () => {
    const wait = lastRun + intervalMs - Date.now();
    if (wait <= 0) runNow();
    else pending ??= setTimeout(runNow, wait);
  };
  throttled.cancel = () => clearTimeout(pending);
  return throttled;
}

/** What this helper needs of RTK Query's cache-entry lifecycle (onCacheEntryAdded's second argument). */
export interface LiveCacheEntry {
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * For a cache entry computed by the server from shipments (stats, boards, a filtered page): refetches
 * it, at most once a second, whenever a shipment.changed push that `concerns` it arrives, for as long
 * as the entry is cached. An entry no screen shows is dropped by the refetch instead, ending this.
 */
export async function refetchOnShipmentChanges(
  tag: LiveTag,
  { dispatch, cacheDataLoaded, cacheEntryRemoved }: LiveCacheEntry,
  concerns: (payload: ShipmentChangedPayload) => boolean = () => true,
): Promise<void> {
  try {
    await cacheDataLoaded;
  } catch {
    return; // the entry went away before its first answer
  }
  const refetch = throttle(() => dispatch(api.util.invalidateTags([tag])), LIVE_REFETCH_INTERVAL_MS);
  const onChange = (payload: ShipmentChangedPayload) => {
    if (concerns(payload)) refetch();
  };
  socket.on(SOCKET_EVENTS.shipmentChanged, onChange);
  await cacheEntryRemoved;
  socket.off(SOCKET_EVENTS.shipmentChanged, onChange);
  refetch.cancel();
}
