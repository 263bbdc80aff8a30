import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { TOASTS } from '@dockflow/contracts';
import { isHttpError } from '../lib/http';
import { authPathFor } from '../lib/nextPath';
import { sessionApi } from '../lib/session';
import { toast } from '../lib/toast';

/** docs/product.md §16.5: the delay before the sign-in redirect. */
const REDIRECT_DELAY_MS = 500;

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
      await listenerApi.delay(REDIRECT_DELAY_MS);
      const { pathname, search, hash } = window.location;
      leaveTo(authPathFor(`${pathname}${search}${hash}`));
    },
  });
  return listener.middleware;
}
