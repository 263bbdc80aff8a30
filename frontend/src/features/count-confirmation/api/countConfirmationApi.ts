import type { CountConfirmationRequest, CountConfirmationView } from '@dockflow/contracts';
import { api } from '../../../lib/api';

export const countConfirmationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/count-confirmations; a recount adds another confirmation. */
    confirmCount: build.mutation<CountConfirmationView, CountConfirmationRequest>({
      query: (body) => ({ url: '/count-confirmations', method: 'POST', body }),
    }),
  }),
});

export const { useConfirmCountMutation } = countConfirmationApi;
