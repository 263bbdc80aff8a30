import type { PurchaseOrder } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { refetchOnShipmentChanges } from '../../../lib/liveRefetch';
import { purchaseOrdersTag } from './workflowTags';

/** The events that change a shipment's purchase orders. */
const PURCHASE_ORDER_EVENTS = ['PurchaseOrderAdded', 'TruckCheckedIn', 'BillOfLadingRecorded', 'DriverReleased'];

export const purchaseOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shipments/{id}/purchase-orders, refetched when anyone changes one of them. */
    listShipmentPurchaseOrders: build.query<PurchaseOrder[], string>({
      query: (shipmentId) => `/shipments/${encodeURIComponent(shipmentId)}/purchase-orders`,
      providesTags: (_result, _error, shipmentId) => [purchaseOrdersTag(shipmentId)],
      onCacheEntryAdded: (shipmentId, lifecycle) =>
        refetchOnShipmentChanges(
          purchaseOrdersTag(shipmentId),
          lifecycle,
          ({ eventType, shipment }) => shipment.id === shipmentId && PURCHASE_ORDER_EVENTS.includes(eventType),
        ),
    }),
  }),
});

export const { useListShipmentPurchaseOrdersQuery } = purchaseOrdersApi;
