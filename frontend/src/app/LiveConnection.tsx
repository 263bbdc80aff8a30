import { useEffect } from 'react';
import { LIVE_TAGS, api } from '../lib/api';
import { useSession } from '../lib/session';
import { socket } from '../lib/socket';
import { useAppDispatch } from './store';

/**
 * Keeps the one live connection open while someone is signed in (DECISIONS 6). Pushes missed
 * while it was down are caught up by refetching live data after each reconnect.
 */
export function LiveConnection() {
  const userId = useSession().user?.id;
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!userId) return;
    const catchUp = () => dispatch(api.util.invalidateTags([...LIVE_TAGS]));
    socket.io.on('reconnect', catchUp);
    socket.connect();
    return () => {
      socket.io.off('reconnect', catchUp);
      socket.disconnect();
    };
  }, [userId, dispatch]);

  return null;
}
