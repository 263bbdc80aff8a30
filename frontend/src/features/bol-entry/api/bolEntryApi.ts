import type { BolEntryRequest, PurchaseOrder } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { WORKFLOW_SHIPMENTS_TAG, purchaseOrdersTag } from '../../workflow-shared/api/workflowTags';

export const bolEntryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/purchase-orders/{id} with the bill of lading. */
    recordBillOfLading: build.mutation<PurchaseOrder, { purchaseOrderId: string; bol: BolEntryRequest }>({
      query: ({ purchaseOrderId, bol }) => ({ url: `/purchase-orders/${encodeURIComponent(purchaseOrderId)}`, method: 'PUT', body: bol }),
      invalidatesTags: (purchaseOrder) => (purchaseOrder ? [purchaseOrdersTag(purchaseOrder.shipmentId), WORKFLOW_SHIPMENTS_TAG] : []),
    }),
  }),
});

export const { useRecordBillOfLadingMutation } = bolEntryApi;
