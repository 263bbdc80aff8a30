import type { DisplayBoard } from '@dockflow/contracts';
import { api } from '../../../lib/api';

export const displayBoardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The paired display's own board (its docks only), read with its device cookie; refetched on the live signal. */
    getDisplayBoard: build.query<DisplayBoard, void>({ query: () => '/display/board' }),
    /** Pairs this screen with the code an admin got; the answer sets the device cookie. */
    pairDisplay: build.mutation<DisplayBoard['display'], string>({ query: (code) => ({ url: '/display/pair', method: 'POST', body: { code } }) }),
  }),
});

export const { useGetDisplayBoardQuery, usePairDisplayMutation } = displayBoardApi;
