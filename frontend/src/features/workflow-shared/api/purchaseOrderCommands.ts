import type { CreatePurchaseOrderRequest, PurchaseOrder } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { showAnswer } from '../../../lib/commandAnswer';
import { hidePurchaseOrder, showPurchaseOrder } from '../../../resources/shipmentPurchaseOrders';

/** The PO commands of the shipment page and container check-in (docs/product.md §4.1, §5). */
export const purchaseOrderCommands = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/purchase-orders: adds a PO, optionally with its appointment. */
    addPurchaseOrder: build.mutation<PurchaseOrder, CreatePurchaseOrderRequest>({
      query: (body) => ({ url: '/purchase-orders', method: 'POST', body }),
      onQueryStarted: (_request, lifecycle) => showAnswer(lifecycle, showPurchaseOrder),
    }),
    /** DELETE /api/purchase-orders/{id}: removes a PO whose truck is not in. */
    removePurchaseOrder: build.mutation<void, PurchaseOrder>({
      query: (purchaseOrder) => ({ url: `/purchase-orders/${encodeURIComponent(purchaseOrder.id)}`, method: 'DELETE' }),
      async onQueryStarted(purchaseOrder, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(hidePurchaseOrder(purchaseOrder));
        } catch {
          // The control that sent the command reports the failure.
        }
      },
    }),
    /** PUT /api/purchase-orders/{id}/appointment: sets or clears the appointment the late fee is measured from. */
    setAppointment: build.mutation<PurchaseOrder, { purchaseOrderId: string; appointmentAt: string | null }>({
      query: ({ purchaseOrderId, appointmentAt }) => ({ url: `/purchase-orders/${encodeURIComponent(purchaseOrderId)}/appointment`, method: 'PUT', body: { appointmentAt } }),
      onQueryStarted: (_request, lifecycle) => showAnswer(lifecycle, showPurchaseOrder),
    }),
  }),
});

export const { useAddPurchaseOrderMutation, useRemovePurchaseOrderMutation, useSetAppointmentMutation } = purchaseOrderCommands;
