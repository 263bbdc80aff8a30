import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { setCurrentUser, useLogoutMutation } from '../../lib/session';
import { socket } from '../../lib/socket';
import { useAppDispatch } from '../store';

/**
 * SPEC 4: signing out ends the server session, forgets every cached answer, closes the live
 * connection and goes to /. A failed logout call is only logged: the user still leaves.
 */
export function useSignOut(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      console.error('Sign out failed', error);
    }
    socket.disconnect();
    dispatch(api.util.resetApiState());
    dispatch(setCurrentUser(null));
    // flushSync: the forgotten session and the new location render together, so the screen being
    // left never sees "signed out" and sends the user to sign in again.
    await navigate('/', { replace: true, flushSync: true });
  }, [logout, dispatch, navigate]);
}
