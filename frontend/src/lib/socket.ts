import { useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { DISPLAY_HANDSHAKE_AUTH, type ClientToServerEvents, type ServerToClientEvents } from '@dockflow/contracts';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The one Socket.IO connection, same origin, authenticated by the session cookie.
 * It connects only while someone is signed in (see app/useLiveConnection).
 */
export const socket: LiveSocket = io({ path: '/socket.io', withCredentials: true, autoConnect: false });

/**
 * Opens the connection as a signed-in person's screen, or as a paired wall display's (`asDisplay`): a
 * browser may hold both a session and a display's cookie, and the server asks which the page is.
 */
export function openConnection({ asDisplay = false } = {}): void {
  socket.auth = asDisplay ? { ...DISPLAY_HANDSHAKE_AUTH } : {};
  socket.connect();
}

/**
 * Closes the connection for good (a sign-out, another person signing in on the same screen, a display
 * page closed). It also drops what the next connection would resume the server's session with (the
 * private id and last offset socket.io-client keeps): on a shared tablet the next person's connection
 * must not get back the last one's rooms and missed pushes (docs/decisions.md, "Live updates").
 */
export function closeConnection(): void {
  socket.disconnect();
  const resumable = socket as unknown as { _pid?: string; _lastOffset?: string };
  resumable._pid = undefined;
  resumable._lastOffset = undefined;
}

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

/**
 * The browser knows at once when the device lost its network; the socket would notice only at its next
 * missed ping (up to 45 s, the header saying Live meanwhile). Its transport is closed then, so the header
 * says Offline at once and the reconnection (which resumes the session and its missed pushes) starts as
 * soon as the network returns.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    if (socket.connected) socket.io.engine?.close();
  });
}

function connectionState(): ConnectionState {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'offline';
  if (socket.connected) return 'live';
  if (!socket.active) return 'offline';
  return connectedBefore ? 'reconnecting' : 'connecting';
}

function subscribeToConnection(onChange: () => void): () => void {
  const events = ['connect', 'disconnect', 'connect_error'] as const;
  for (const event of events) socket.on(event, onChange);
  socket.io.on('reconnect_attempt', onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    for (const event of events) socket.off(event, onChange);
    socket.io.off('reconnect_attempt', onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** A page the server draws is connecting: its code will connect once it runs. */
const drawnBeforeConnecting = (): ConnectionState => 'connecting';

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeToConnection, connectionState, drawnBeforeConnecting);
}
