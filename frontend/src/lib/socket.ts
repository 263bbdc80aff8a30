import { useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@dockflow/contracts';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The one Socket.IO connection, same origin, authenticated by the session cookie.
 * It connects only while someone is signed in (see app/useLiveConnection).
 */
export const socket: LiveSocket = io({ path: '/socket.io', withCredentials: true, autoConnect: false });

/**
 * docs/product.md §8.2: what the header shows about the live connection. Connecting until this page's first
 * connection (or the first after a sign-out) is made; Reconnecting when a connection it had is being made again.
 */
export type ConnectionState = 'live' | 'connecting' | 'reconnecting' | 'offline';

let connectedBefore = false;
socket.on('connect', () => {
  connectedBefore = true;
});
socket.on('disconnect', (reason) => {
  // The app closed it (a sign-out): the next connection is a first one again.
  if (reason === 'io client disconnect') connectedBefore = false;
});

function connectionState(): ConnectionState {
  if (socket.connected) return 'live';
  if (!socket.active) return 'offline';
  return connectedBefore ? 'reconnecting' : 'connecting';
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

/** A page the server draws is connecting: its code will connect once it runs. */
const drawnBeforeConnecting = (): ConnectionState => 'connecting';

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeToConnection, connectionState, drawnBeforeConnecting);
}
