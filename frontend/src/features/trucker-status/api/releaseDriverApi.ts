import type { DriverReleaseRequest, PurchaseOrder } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { showAnswer } from '../../../lib/commandAnswer';
import { showPurchaseOrder } from '../../../resources/shipmentPurchaseOrders';

export const releaseDriverApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** docs/product.md §3.8: Release Driver sets releasedAt on the PO (409 unless completed and not yet released). */
    releaseDriver: build.mutation<PurchaseOrder, string>({
      query: (purchaseOrderId) => ({
        url: `/purchase-orders/${encodeURIComponent(purchaseOrderId)}`,
        method: 'PUT',
        body: { releasedAt: new Date().toISOString() } satisfies DriverReleaseRequest,
      }),
      // The DriverReleased push refetches the boards.
      onQueryStarted: (_purchaseOrderId, lifecycle) => showAnswer(lifecycle, showPurchaseOrder),
    }),
  }),
});

export const { useReleaseDriverMutation } = releaseDriverApi;
