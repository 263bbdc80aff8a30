import type { PublicUser } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { setCurrentUser } from '../../../lib/session';

export interface SignInRequest {
  username: string;
  password: string;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Signing in and registering: both answer with the signed-in user, which becomes the current-user cache (docs/product.md §7.4). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<PublicUser, SignInRequest>({
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
