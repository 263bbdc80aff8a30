import { useEffect } from 'react';
import { SOCKET_COMMANDS } from '@dockflow/contracts';
import { socket } from './socket';

/** How many mounted screens show each shipment: the room is left when the last one goes. */
const watchers = new Map<string, number>();

function joinWatchedRooms(): void {
  for (const shipmentId of watchers.keys()) socket.emit(SOCKET_COMMANDS.watchShipment, shipmentId);
}

// A new connection (first connect, or a reconnect the server could not recover) starts with no rooms.
socket.on('connect', joinWatchedRooms);

/**
 * Joins the room of the shipment a screen shows (issue 6: a shipment's page receives what only it
 * shows, such as new timeline entries) for as long as the screen is mounted.
 */
export function useShipmentRoom(shipmentId: string): void {
  useEffect(() => {
    const count = watchers.get(shipmentId) ?? 0;
    watchers.set(shipmentId, count + 1);
    if (count === 0 && socket.connected) socket.emit(SOCKET_COMMANDS.watchShipment, shipmentId);
    return () => {
      const remaining = (watchers.get(shipmentId) ?? 1) - 1;
      if (remaining > 0) {
        watchers.set(shipmentId, remaining);
        return;
      }
      watchers.delete(shipmentId);
      if (socket.connected) socket.emit(SOCKET_COMMANDS.unwatchShipment, shipmentId);
    };
  }, [shipmentId]);
}
