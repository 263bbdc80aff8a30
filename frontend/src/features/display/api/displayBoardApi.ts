import type { DisplayBoard } from '@dockflow/contracts';
import { api } from '../../../lib/api';

export const displayBoardApi = api.enhanceEndpoints({ addTagTypes: ['DisplayBoard'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The paired display's own board (its docks only), read with its device cookie; read again on the live signal (useDisplayLive). */
    getDisplayBoard: build.query<DisplayBoard, void>({ query: () => '/display/board', providesTags: ['DisplayBoard'] }),
    /**
     * Pairs this screen with the code an admin got; the answer sets the device cookie, and the board is
     * read again: after a read under way (which left without the cookie) has answered, not instead of it.
     */
    pairDisplay: build.mutation<DisplayBoard['display'], string>({
      query: (code) => ({ url: '/display/pair', method: 'POST', body: { code } }),
      invalidatesTags: ['DisplayBoard'],
    }),
  }),
});

export const { useGetDisplayBoardQuery, usePairDisplayMutation } = displayBoardApi;
