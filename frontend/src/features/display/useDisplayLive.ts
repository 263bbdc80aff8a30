import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { SOCKET_EVENTS } from '@dockflow/contracts';
import type { Socket } from 'socket.io-client';
import { LIVE_REFETCH_INTERVAL_MS, throttle } from '../../lib/liveRefetch';
import { closeConnection, openConnection, socket } from '../../lib/socket';
import { displayBoardApi } from './api/displayBoardApi';

/**
 * Keeps the live connection of a paired display open (its device cookie admits it) and reads the
 * board again, at most once a second, when the server signals a change, after a reconnect, and when
 * the server closes the socket (a revocation: the read then answers 401 DISPLAY_REVOKED).
 * It invalidates the board rather than calling `refetch`: a refetch asked for while a read is under
 * way is dropped, and that read may have left before the change (or the revocation), whereas an
 * invalidation waits for it and then reads again.
 */
export function useDisplayLive(paired: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!paired) return;
    const refresh = throttle(() => dispatch(displayBoardApi.util.invalidateTags(['DisplayBoard'])), LIVE_REFETCH_INTERVAL_MS);
    const onDisconnect = (reason: Socket.DisconnectReason) => {
      if (reason === 'io server disconnect') refresh();
    };
    socket.on(SOCKET_EVENTS.displayBoardChanged, refresh);
    socket.on('disconnect', onDisconnect);
    socket.io.on('reconnect', refresh);
    openConnection({ asDisplay: true });
    return () => {
      refresh.cancel();
      socket.off(SOCKET_EVENTS.displayBoardChanged, refresh);
      socket.off('disconnect', onDisconnect);
      socket.io.off('reconnect', refresh);
      closeConnection();
    };
  }, [paired, dispatch]);
}
