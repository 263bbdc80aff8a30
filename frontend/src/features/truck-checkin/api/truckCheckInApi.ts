import type { PurchaseOrderLookup, TruckCheckInAnswer, TruckCheckInRequest } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { showAnswer } from '../../../lib/commandAnswer';
import { showPurchaseOrder } from '../../../resources/shipmentPurchaseOrders';

export const truckCheckInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/purchase-orders/{poNumber}: the PO, its shipment and the late fee a check-in now would owe. */
    findPurchaseOrder: build.query<PurchaseOrderLookup, string>({
      query: (poNumber) => `/purchase-orders/${encodeURIComponent(poNumber)}`,
      // The fee grows with time: every search asks again, and nothing is kept.
      keepUnusedDataFor: 0,
    }),
    /** PUT /api/purchase-orders/{id} with the driver and truck: the server stamps the time and computes the fee, and says how. */
    checkInTruck: build.mutation<TruckCheckInAnswer, { purchaseOrderId: string; truck: TruckCheckInRequest }>({
      query: ({ purchaseOrderId, truck }) => ({ url: `/purchase-orders/${encodeURIComponent(purchaseOrderId)}`, method: 'PUT', body: truck }),
      onQueryStarted: (_request, lifecycle) => showAnswer(lifecycle, showPurchaseOrder),
    }),
  }),
});

export const { useLazyFindPurchaseOrderQuery, useCheckInTruckMutation } = truckCheckInApi;
