import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { pushApi } from '../../lib/pushApi';
import { unsubscribeThisDevice } from '../../lib/pushDevice';
import { isHttpError, isTransient } from '../../lib/http';
import { markSignOutPending, setCurrentUser, useLogoutMutation } from '../../lib/session';
import { closeConnection } from '../../lib/socket';
import { useAppDispatch } from '../store';

/** A shared device stops receiving the user's pushes when they sign out (docs/product.md §8.4); a failure is only logged. */
async function forgetThisDevice(dispatch: ReturnType<typeof useAppDispatch>): Promise<void> {
  try {
    const endpoint = await unsubscribeThisDevice();
    if (endpoint) await dispatch(pushApi.endpoints.deletePushSubscription.initiate(endpoint)).unwrap();
  } catch (error) {
    console.error('Turning off this device’s notifications failed', error);
  }
}

/**
 * docs/product.md §7.5: signing out closes the live connection, turns off this device's push
 * notifications, ends the server session, forgets every cached answer and goes to /. Without a
 * server to answer, the device is signed out at once and the session ended when one answers; another
 * failure is only logged: the user still leaves.
 */
export function useSignOut(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(async () => {
    // Closed first: the server closing it when the session ends would read as "signed out elsewhere".
    closeConnection();
    await forgetThisDevice(dispatch);
    try {
      await logout().unwrap();
    } catch (error) {
      // No server to answer: the session it keeps is ended as soon as one answers (markSignOutPending).
      if (isHttpError(error) && isTransient(error)) markSignOutPending(true);
      else console.error('Sign out failed', error);
    }
    dispatch(api.util.resetApiState());
    dispatch(setCurrentUser(null));
    // flushSync: the forgotten session and the new location render together, so the screen being
    // left never sees "signed out" and sends the user to sign in again.
    await navigate('/', { replace: true, flushSync: true });
  }, [logout, dispatch, navigate]);
}
