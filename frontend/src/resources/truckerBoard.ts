import type { TruckerBoard } from '@dockflow/contracts';
import { api } from '../lib/api';
import { refetchOnShipmentChanges, type LiveTag } from '../lib/liveRefetch';

/** The trucker board; whatever changes a truck's state (check-in, completion, release) refetches it. */
export const TRUCKER_BOARD_TAG: LiveTag = { type: 'Shipment', id: 'trucker-board' };

export const truckerBoardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/trucker-board: trucks waiting and those released today, with the real POs (DECISIONS 5). */
    getTruckerBoard: build.query<TruckerBoard, void>({
      query: () => '/trucker-board',
      providesTags: [TRUCKER_BOARD_TAG],
      onCacheEntryAdded: (_arg, lifecycle) => refetchOnShipmentChanges(TRUCKER_BOARD_TAG, lifecycle),
    }),
  }),
});

export const { useGetTruckerBoardQuery } = truckerBoardApi;
