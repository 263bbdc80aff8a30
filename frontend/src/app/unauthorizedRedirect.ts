import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { TOASTS } from '@dockflow/contracts';
import { isHttpError } from '../lib/http';
import { authPathFor } from '../lib/nextPath';
import { sessionApi } from '../lib/session';
import { toast, whenToastsShown } from '../lib/toast';

/** docs/product.md §16.5: the delay before the sign-in redirect. */
const REDIRECT_DELAY_MS = 500;
/** The longest the redirect waits for the toast's code (a first toast loads it), so a device that cannot fetch it still leaves. */
const TOAST_WAIT_MS = 3_000;

const selectCurrentUser = sessionApi.endpoints.getCurrentUser.select();

/**
 * docs/product.md §7.5: when a call answers 401 while someone was signed in, the session has ended (expired,
 * or signed out elsewhere): say so, then reload at the sign-in page, which brings them back here.
 * The current-user call itself answers "signed out" instead of failing, so it never lands here.
 */
export function createUnauthorizedRedirect(leaveTo: (path: string) => void) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isRejectedWithValue,
    effect: async (action, listenerApi) => {
      if (!isHttpError(action.payload) || action.payload.status !== 401) return;
      if (!selectCurrentUser(listenerApi.getState() as Parameters<typeof selectCurrentUser>[0]).data) return;
      listenerApi.unsubscribe();
      toast({ ...TOASTS.unauthorized, variant: 'destructive' });
      // The delay runs from when the toast is on screen: its code may still be on its way, and on a slow
      // tablet that took longer than the delay, so the page left before the toast was seen.
      await Promise.race([whenToastsShown(), listenerApi.delay(TOAST_WAIT_MS)]);
      await listenerApi.delay(REDIRECT_DELAY_MS);
      const { pathname, search, hash } = window.location;
      leaveTo(authPathFor(`${pathname}${search}${hash}`));
    },
  });
  return listener.middleware;
}
