import type { DriverReleaseRequest, PurchaseOrder } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { TRUCKER_BOARD_TAG } from '../../../resources/truckerBoard';

export const releaseDriverApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC 4: Release Driver sets releasedAt on the PO (409 unless completed and not yet released). */
    releaseDriver: build.mutation<PurchaseOrder, string>({
      query: (purchaseOrderId) => ({
        url: `/purchase-orders/${encodeURIComponent(purchaseOrderId)}`,
        method: 'PUT',
        body: { releasedAt: new Date().toISOString() } satisfies DriverReleaseRequest,
      }),
      invalidatesTags: [TRUCKER_BOARD_TAG],
    }),
  }),
});

export const { useReleaseDriverMutation } = releaseDriverApi;
