import { ROLE_LABELS, type PublicUser, type Role, type SiteInfo } from '@dockflow/contracts';
import { api } from './api';
import { isHttpError, isTransient } from './http';
import { setSiteTimeZone } from './siteTime';

const CURRENT_USER_RETRIES = 3;

/** docs/product.md §7.4: the wait before the nth retry (1, 2, 3) of the current-user call: min(1000 x 2^(n-1), 3000) ms. */
export function currentUserRetryDelay(retry: number): number {
  return Math.min(1000 * 2 ** (retry - 1), 3000);
}


const REMEMBERED_USER = 'dockflow.signedInUser';

/**
 * The user last signed in on this device (docs/decisions.md, "Offline"): opened without network, the
 * app goes on as them (their queued commands wait for the network); the server still decides every
 * request, and its first 401 ends the session as usual.
 */
export function rememberUser(user: PublicUser | null): void {
  try {
    if (user) localStorage.setItem(REMEMBERED_USER, JSON.stringify(user));
    else localStorage.removeItem(REMEMBERED_USER);
  } catch {
    // Storage refused (private mode, full): the app then needs the network to open, as before.
  }
}

function rememberedUser(): PublicUser | null {
  try {
    const stored = localStorage.getItem(REMEMBERED_USER);
    return stored ? (JSON.parse(stored) as PublicUser) : null;
  } catch {
    return null;
  }
}

const SIGN_OUT_PENDING = 'dockflow.signOutPending';

/**
 * A sign-out whose call found no server (a container's Wi-Fi): the device is signed out at once, and the
 * server's session is ended at the first chance, before the device asks who is signed in (otherwise the
 * session, alive on the server, would sign the device back in as the person who left).
 */
export function markSignOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(SIGN_OUT_PENDING, '1');
    else localStorage.removeItem(SIGN_OUT_PENDING);
  } catch {
    // Storage refused: the sign-out is only as good as its call.
  }
}

function signOutPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING) !== null;
  } catch {
    return false;
  }
}

/** Whether this device remembers someone signed in: then the app most likely opens a signed-in screen. */
export function hasRememberedUser(): boolean {
  return rememberedUser() !== null;
}

/** Who is signed in (GET /api/auth/user) and signing out: the session every part of the app reads. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * null when signed out (the server answers 401). The site's time zone (GET /api/site) is learnt
     * beside it, so no screen shows a time before it is known; without an answer the browser's zone stands in.
     */
    getCurrentUser: build.query<PublicUser | null, void>({
      async queryFn(_arg, { dispatch }, _extraOptions, baseQuery) {
        if (signOutPending()) {
          const ended = await baseQuery({ url: '/logout', method: 'POST' });
          // Still no server: signed out here all the same. A 401 means the session had ended anyway.
          if (ended.error && ended.error.status !== 401) return { data: null };
          markSignOutPending(false);
        }
        // Without a network no answer can come: the device opens as the user it remembers at once,
        // not after the retries below (docs/decisions.md, "Offline").
        const offlineUser = navigator.onLine ? null : rememberedUser();
        if (offlineUser) return { data: offlineUser };
        const [result, site] = await Promise.all([baseQuery('/auth/user'), baseQuery('/site')]);
        if (site.data) {
          setSiteTimeZone((site.data as SiteInfo).timeZone);
          dispatch(sessionApi.util.upsertQueryData('getSite', undefined, site.data as SiteInfo));
        }
        if (result.error?.status === 401) {
          rememberUser(null);
          return { data: null };
        }
        if (result.error) {
          // Still no answer after the retries, though the device has a network (a container's Wi-Fi with no
          // route to the server, a server restarting): the remembered user too, as without a network.
          const remembered = isHttpError(result.error) && isTransient(result.error) ? rememberedUser() : null;
          return remembered ? { data: remembered } : { error: result.error };
        }
        rememberUser(result.data as PublicUser);
        return { data: result.data as PublicUser };
      },
      extraOptions: {
        // RTK Query numbers the retries from 1.
        retryCondition: (error, _args, { attempt }) => attempt <= CURRENT_USER_RETRIES && isHttpError(error) && isTransient(error),
        backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, currentUserRetryDelay(attempt))),
      },
    }),
    /** The site's zone, name and current shift; answered with the session above, asked again when the shift ends. */
    getSite: build.query<SiteInfo, void>({
      query: () => '/site',
      async onQueryStarted(_arg, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) setSiteTimeZone(data.timeZone);
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useGetSiteQuery, useLogoutMutation } = sessionApi;

export interface Session {
  user: PublicUser | null;
  /** True until the first answer about the session has arrived. */
  isLoading: boolean;
}

export function useSession(): Session {
  const { data, isLoading } = useGetCurrentUserQuery();
  return { user: data ?? null, isLoading };
}

/** The cached current user, to replace after signing in or registering (and remembered on the device). */
export const setCurrentUser = (user: PublicUser | null) => {
  rememberUser(user);
  // Signed in again: the new session is this one, no sign-out is left to send.
  if (user) markSignOutPending(false);
  return sessionApi.util.upsertQueryData('getCurrentUser', undefined, user);
};

/** docs/product.md §6.1: viewers perform no command. */
export function canPerformCommands(role: Role | undefined): boolean {
  return role === 'admin' || role === 'operator';
}

/** docs/product.md §2.3: the header's role label, Operator when none. */
export function roleLabel(user: Pick<PublicUser, 'role'> | null): string {
  return (user && ROLE_LABELS[user.role]) || ROLE_LABELS.operator;
}

/** docs/product.md §2.3: full name, User when none. */
export function fullName(user: Pick<PublicUser, 'firstName' | 'lastName'> | null): string {
  return [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(' ') || 'User';
}

/** docs/product.md §2.3: initials, U when none. */
export function initials(user: Pick<PublicUser, 'firstName' | 'lastName'> | null): string {
  const letters = [user?.firstName, user?.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return letters.toUpperCase() || 'U';
}
