import { useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@dockflow/contracts';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The one Socket.IO connection, same origin, authenticated by the session cookie.
 * It connects only while someone is signed in (see app/useLiveConnection).
 */
export const socket: LiveSocket = io({ path: '/socket.io', withCredentials: true, autoConnect: false });

/** docs/product.md §8.2: what the header shows about the live connection. */
export type ConnectionState = 'live' | 'reconnecting' | 'offline';

function connectionState(): ConnectionState {
  if (socket.connected) return 'live';
  return socket.active ? 'reconnecting' : 'offline';
}

function subscribeToConnection(onChange: () => void): () => void {
  const events = ['connect', 'disconnect', 'connect_error'] as const;
  for (const event of events) socket.on(event, onChange);
  socket.io.on('reconnect_attempt', onChange);
  return () => {
    for (const event of events) socket.off(event, onChange);
    socket.io.off('reconnect_attempt', onChange);
  };
}

/** A page the server draws has no live connection yet. */
const notConnectedYet = (): ConnectionState => 'offline';

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeToConnection, connectionState, notConnectedYet);
}
