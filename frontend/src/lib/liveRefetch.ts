import type { ShipmentChangedPayload } from '@dockflow/contracts';
import { api } from './api';
import { onShipmentChanged, whileCached, type CacheEntryLifetime } from './livePushes';

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
export interface LiveCacheEntry<Data> extends CacheEntryLifetime {
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown;
  getCacheEntry: () => { data?: Data };
}

/**
 * For a cache entry the server computes from shipments (stats, boards, a filtered page): refetches it,
 * at most once a second, whenever a shipment.changed push that `changes` it arrives (decided from the
 * event and, where that is not enough, the data shown), for as long as the entry is cached; any other
 * push goes to `otherwise`. An entry no screen shows is dropped by the refetch instead, ending this.
 */
export function refetchOnShipmentChanges<Data>(
  tag: LiveTag,
  entry: LiveCacheEntry<Data>,
  changes: (change: ShipmentChangedPayload, shown: Data | undefined) => boolean,
  otherwise?: (change: ShipmentChangedPayload) => void,
): Promise<void> {
  return whileCached(entry, (whenLoaded) => {
    const refetch = throttle(() => entry.dispatch(api.util.invalidateTags([tag])), LIVE_REFETCH_INTERVAL_MS);
    const stop = onShipmentChanged(
      whenLoaded((change) => {
        if (changes(change, entry.getCacheEntry().data)) refetch();
        else otherwise?.(change);
      }),
    );
    return () => {
      stop();
      refetch.cancel();
    };
  });
}
