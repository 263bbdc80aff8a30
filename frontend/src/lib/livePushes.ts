import { SOCKET_EVENTS, type MyAssignment, type ShipmentChangedPayload, type ShipmentTimelineEntryPayload, type SpotterTaskChangedPayload } from '@dockflow/contracts';
import type { LiveSocket } from './socket';

/** What following pushes needs of RTK Query's cache-entry lifecycle (onCacheEntryAdded's second argument). */
export interface CacheEntryLifetime {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

type Unsubscribe = () => void;

let liveSocket: LiveSocket | undefined;
let socketLoading: Promise<LiveSocket> | undefined;

/**
 * Runs `subscribe` on the live connection and returns what ends it. The connection's code (socket.io-client,
 * 12 KB brotli) loads with the signed-in screens' rather than with every page's, yet the dashboard's first
 * answers, asked for from the first page's code, listen from the start: a subscription made before that
 * code has loaded is made once it has. No push is missed meanwhile: the connection opens only once that
 * code has run, and every opening refetches the live answers (app/LiveSubscription.tsx).
 */
function onLiveSocket(subscribe: (socket: LiveSocket) => Unsubscribe): Unsubscribe {
  if (liveSocket) return subscribe(liveSocket);
  let unsubscribe: Unsubscribe | undefined;
  let wanted = true;
  socketLoading ??= import('./socket').then(
    ({ socket }) => (liveSocket = socket),
    (error: unknown) => {
      socketLoading = undefined; // the next subscription asks again
      throw error;
    },
  );
  socketLoading.then((socket) => {
    if (wanted) unsubscribe = subscribe(socket);
  }, () => undefined);
  return () => {
    wanted = false;
    unsubscribe?.();
  };
}

/** Wraps a push listener so that it runs once the entry's first answer is in (pushes before it wait). */
export type WhenLoaded = <Args extends unknown[]>(listener: (...args: Args) => void) => (...args: Args) => void;

/**
 * Keeps a push subscription for as long as the entry is cached, from the moment the entry is made: a
 * push that arrives while the first answer is on its way waits for it and is then handed over, as the
 * answer may have been read before the change (it was lost before). What the pushes carry is applied by
 * id, so a push the answer already includes is harmless.
 */
export async function whileCached({ cacheDataLoaded, cacheEntryRemoved }: CacheEntryLifetime, subscribe: (whenLoaded: WhenLoaded) => Unsubscribe): Promise<void> {
  let loaded = false;
  const waiting: (() => void)[] = [];
  const unsubscribe = subscribe(
    (listener) =>
      (...args) =>
        loaded ? listener(...args) : waiting.push(() => listener(...args)),
  );
  try {
    await cacheDataLoaded;
  } catch {
    unsubscribe(); // the entry went away before its first answer
    return;
  }
  loaded = true;
  for (const deliver of waiting.splice(0)) deliver();
  await cacheEntryRemoved;
  unsubscribe();
}

/** shipment.changed, to every screen that shows shipments: the event, the shipment as it is now and the records it changed. */
export function onShipmentChanged(listener: (change: ShipmentChangedPayload) => void): Unsubscribe {
  return onLiveSocket((socket) => {
    socket.on(SOCKET_EVENTS.shipmentChanged, listener);
    return () => socket.off(SOCKET_EVENTS.shipmentChanged, listener);
  });
}

/** Hands `listener` the shipment.changed pushes of one shipment for as long as the cache entry lives. */
export function followShipment(shipmentId: string, entry: CacheEntryLifetime, listener: (change: ShipmentChangedPayload) => void): Promise<void> {
  return whileCached(entry, (whenLoaded) =>
    onShipmentChanged(
      whenLoaded((change) => {
        if (change.shipment.id === shipmentId) listener(change);
      }),
    ),
  );
}

/** shipment.timeline-entry, to the screens that joined the shipment's room (lib/shipmentRoom). */
export function onTimelineEntry(listener: (payload: ShipmentTimelineEntryPayload) => void): Unsubscribe {
  return onLiveSocket((socket) => {
    socket.on(SOCKET_EVENTS.shipmentTimelineEntry, listener);
    return () => socket.off(SOCKET_EVENTS.shipmentTimelineEntry, listener);
  });
}

/** spotter-task.changed: the task as it is now. */
export function onSpotterTaskChanged(listener: (change: SpotterTaskChangedPayload) => void): Unsubscribe {
  return onLiveSocket((socket) => {
    socket.on(SOCKET_EVENTS.spotterTaskChanged, listener);
    return () => socket.off(SOCKET_EVENTS.spotterTaskChanged, listener);
  });
}

/** crew-instructions.received, only to the crew member the instructions were sent to: their assignment as they see it. */
export function onCrewInstructionsReceived(listener: (assignment: MyAssignment) => void): Unsubscribe {
  return onLiveSocket((socket) => {
    socket.on(SOCKET_EVENTS.crewInstructionsReceived, listener);
    return () => socket.off(SOCKET_EVENTS.crewInstructionsReceived, listener);
  });
}
