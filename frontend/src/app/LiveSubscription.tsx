import { useEffect } from 'react';
import { SOCKET_EVENTS, TOASTS, type UserChangedPayload } from '@dockflow/contracts';
import type { Socket } from 'socket.io-client';
import { LIVE_TAGS, api } from '../lib/api';
import { sessionApi, setCurrentUser, useSession } from '../lib/session';
import { closeConnection, openConnection, socket } from '../lib/socket';
import { toast } from '../lib/toast';
import { useAppDispatch, type AppDispatch } from './store';

/**
 * The server closes a session's sockets when it ends the session (signed out elsewhere, password
 * or role changed, account deleted): ask who is signed in, and when nobody is, say so; the
 * signed-in guard then sends the user to sign in again.
 */
async function recheckSession(dispatch: AppDispatch): Promise<void> {
  const { data: user } = await dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
  if (user === null) toast({ ...TOASTS.unauthorized, variant: 'destructive' });
}

/**
 * The live connection of the signed-in user (docs/product.md §8), drawn only while there is one. Pushes missed while it
 * was not connected are caught up by refetching live data each time it connects: after a drop, and
 * the first time too, as a screen's first answers are usually read before the connection is made
 * (pushes in between were lost); and the same way when a command changed too much to push each
 * change (`bulk.changed`, a large import). A change to the signed-in user's own account reaches the header at once.
 */
export function LiveSubscription() {
  const dispatch = useAppDispatch();
  const userId = useSession().user?.id;

  useEffect(() => {
    const catchUp = () => dispatch(api.util.invalidateTags([...LIVE_TAGS]));
    const onOwnAccount = ({ eventType, user }: UserChangedPayload) => {
      if (user.id === userId && eventType === 'UserUpdated') dispatch(setCurrentUser(user));
    };
    const onDisconnect = (reason: Socket.DisconnectReason) => {
      if (reason === 'io server disconnect') void recheckSession(dispatch);
    };
    socket.on('connect', catchUp);
    socket.on(SOCKET_EVENTS.bulkChanged, catchUp);
    socket.on(SOCKET_EVENTS.userChanged, onOwnAccount);
    socket.on('disconnect', onDisconnect);
    openConnection();
    return () => {
      socket.off('connect', catchUp);
      socket.off(SOCKET_EVENTS.bulkChanged, catchUp);
      socket.off(SOCKET_EVENTS.userChanged, onOwnAccount);
      socket.off('disconnect', onDisconnect);
      closeConnection();
    };
  }, [userId, dispatch]);

  return null;
}
