import { SOCKET_EVENTS, type MyAssignment, type ShipmentChangedPayload, type ShipmentTimelineEntryPayload, type SpotterTaskChangedPayload } from '@dockflow/contracts';
import { socket } from './socket';

/** What following pushes needs of RTK Query's cache-entry lifecycle (onCacheEntryAdded's second argument). */
export interface CacheEntryLifetime {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

type Unsubscribe = () => void;

/**
 * Keeps a push subscription from the entry's first answer for as long as the entry is cached. What
 * the pushes carry is applied by id, so a push the answer already includes is harmless.
 */
export async function whileCached({ cacheDataLoaded, cacheEntryRemoved }: CacheEntryLifetime, subscribe: () => Unsubscribe): Promise<void> {
  try {
    await cacheDataLoaded;
  } catch {
    return; // the entry went away before its first answer
  }
  const unsubscribe = subscribe();
  await cacheEntryRemoved;
  unsubscribe();
}

/** shipment.changed, to every screen that shows shipments: the event, the shipment as it is now and the records it changed. */
export function onShipmentChanged(listener: (change: ShipmentChangedPayload) => void): Unsubscribe {
  socket.on(SOCKET_EVENTS.shipmentChanged, listener);
  return () => socket.off(SOCKET_EVENTS.shipmentChanged, listener);
}

/** Hands `listener` the shipment.changed pushes of one shipment for as long as the cache entry lives. */
export function followShipment(shipmentId: string, entry: CacheEntryLifetime, listener: (change: ShipmentChangedPayload) => void): Promise<void> {
  return whileCached(entry, () =>
    onShipmentChanged((change) => {
      if (change.shipment.id === shipmentId) listener(change);
    }),
  );
}

/** shipment.timeline-entry, to the screens that joined the shipment's room (lib/shipmentRoom). */
export function onTimelineEntry(listener: (payload: ShipmentTimelineEntryPayload) => void): Unsubscribe {
  socket.on(SOCKET_EVENTS.shipmentTimelineEntry, listener);
  return () => socket.off(SOCKET_EVENTS.shipmentTimelineEntry, listener);
}

/** spotter-task.changed: the task as it is now. */
export function onSpotterTaskChanged(listener: (change: SpotterTaskChangedPayload) => void): Unsubscribe {
  socket.on(SOCKET_EVENTS.spotterTaskChanged, listener);
  return () => socket.off(SOCKET_EVENTS.spotterTaskChanged, listener);
}

/** crew-instructions.received, only to the crew member the instructions were sent to: their assignment as they see it. */
export function onCrewInstructionsReceived(listener: (assignment: MyAssignment) => void): Unsubscribe {
  socket.on(SOCKET_EVENTS.crewInstructionsReceived, listener);
  return () => socket.off(SOCKET_EVENTS.crewInstructionsReceived, listener);
}
