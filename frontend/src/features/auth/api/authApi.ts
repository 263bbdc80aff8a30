import type { LoginRequest, PublicUser, RegisterRequest } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { setCurrentUser } from '../../../lib/session';

/** Signing in and registering: both answer with the signed-in user, which becomes the current-user cache (docs/product.md §13.2). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<PublicUser, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => rememberSignedInUser(queryFulfilled, dispatch),
    }),
    register: build.mutation<PublicUser, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => rememberSignedInUser(queryFulfilled, dispatch),
    }),
  }),
});

async function rememberSignedInUser(
  answer: Promise<{ data: PublicUser }>,
  dispatch: (action: ReturnType<typeof setCurrentUser>) => unknown,
): Promise<void> {
  try {
    const { data } = await answer;
    dispatch(setCurrentUser(data));
  } catch {
    // The form that sent the request reports the failure.
  }
}

export const { useSignInMutation, useRegisterMutation } = authApi;
