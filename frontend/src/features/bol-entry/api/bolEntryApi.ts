import type { BolEntryRequest, PurchaseOrder } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { showAnswer } from '../../../lib/commandAnswer';
import { showPurchaseOrder } from '../../../resources/shipmentPurchaseOrders';

export const bolEntryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/purchase-orders/{id} with the bill of lading. */
    recordBillOfLading: build.mutation<PurchaseOrder, { purchaseOrderId: string; bol: BolEntryRequest }>({
      query: ({ purchaseOrderId, bol }) => ({ url: `/purchase-orders/${encodeURIComponent(purchaseOrderId)}`, method: 'PUT', body: bol }),
      onQueryStarted: (_request, lifecycle) => showAnswer(lifecycle, showPurchaseOrder),
    }),
  }),
});

export const { useRecordBillOfLadingMutation } = bolEntryApi;
