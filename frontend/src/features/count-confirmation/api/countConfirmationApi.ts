import type { CountConfirmationRequest, CountConfirmationView } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { showAnswer } from '../../../lib/commandAnswer';
import { showCountConfirmation } from '../../../resources/countConfirmations';

export const countConfirmationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/count-confirmations; a recount adds another confirmation. */
    confirmCount: build.mutation<CountConfirmationView, CountConfirmationRequest>({
      query: (body) => ({ url: '/count-confirmations', method: 'POST', body }),
      onQueryStarted: (_request, lifecycle) => showAnswer(lifecycle, showCountConfirmation),
    }),
  }),
});

export const { useConfirmCountMutation } = countConfirmationApi;
