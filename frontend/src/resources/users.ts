import { SOCKET_EVENTS, type CreateUserRequest, type CrewFunction, type PublicUser, type Role, type UpdateUserRequest } from '@dockflow/contracts';
import { api } from '../lib/api';
import { queryParams } from '../lib/http';
import { LIVE_REFETCH_INTERVAL_MS, throttle } from '../lib/liveRefetch';
import { sessionApi, setCurrentUser } from '../lib/session';
import { socket } from '../lib/socket';

/** GET /api/users: the server searches username, names and email; an absent filter means all. */
export interface UserFilter {
  search: string;
  role?: Role;
  crewFunction?: CrewFunction;
}

const selectCurrentUser = sessionApi.endpoints.getCurrentUser.select();

/** After a change that went through, whatever shows users is refetched. */
const usersChanged = (_result: unknown, error: unknown) => (error ? [] : (['User'] as const));

const usersSlice = api.enhanceEndpoints({ addTagTypes: ['User'] });

interface UserCacheEntry {
  dispatch: (action: ReturnType<typeof usersSlice.util.invalidateTags>) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * docs/product.md §8.1: what shows users follows the server's user.changed pushes (sent to admins and to the
 * user concerned), at most one refetch a second, and catches up after the live connection comes back.
 */
async function refetchOnUserChanges({ dispatch, cacheDataLoaded, cacheEntryRemoved }: UserCacheEntry): Promise<void> {
  try {
    await cacheDataLoaded;
  } catch {
    return; // the entry went away before its first answer
  }
  const refetch = throttle(() => dispatch(usersSlice.util.invalidateTags(['User'])), LIVE_REFETCH_INTERVAL_MS);
  socket.on(SOCKET_EVENTS.userChanged, refetch);
  socket.io.on('reconnect', refetch);
  await cacheEntryRemoved;
  socket.off(SOCKET_EVENTS.userChanged, refetch);
  socket.io.off('reconnect', refetch);
  refetch.cancel();
}

/** Every call on /api/users. Lists and profiles share the User tag, so any change refetches what shows it. */
export const usersResource = usersSlice.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<PublicUser[], UserFilter>({
      query: ({ search, role, crewFunction }) => ({ url: '/users', params: queryParams({ search: search.trim(), role, crewFunction }) }),
      providesTags: ['User'],
      onCacheEntryAdded: (_filter, entry) => refetchOnUserChanges(entry),
    }),
    getUser: build.query<PublicUser, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      providesTags: ['User'],
      onCacheEntryAdded: (_id, entry) => refetchOnUserChanges(entry),
    }),
    createUser: build.mutation<PublicUser, CreateUserRequest>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      invalidatesTags: usersChanged,
    }),
    updateUser: build.mutation<PublicUser, { id: string; changes: UpdateUserRequest }>({
      query: ({ id, changes }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: usersChanged,
      // docs/product.md §7.4: the current user is refreshed after a profile update, so the header shows the new name at once.
      async onQueryStarted(_request, { dispatch, getState, queryFulfilled }) {
        try {
          const { data: updated } = await queryFulfilled;
          if (selectCurrentUser(getState()).data?.id === updated.id) dispatch(setCurrentUser(updated));
        } catch {
          // The form that sent the request reports the failure.
        }
      },
    }),
    deleteUser: build.mutation<void, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: usersChanged,
    }),
  }),
});

export const { useListUsersQuery, useGetUserQuery, useCreateUserMutation, useUpdateUserMutation, useDeleteUserMutation } = usersResource;
