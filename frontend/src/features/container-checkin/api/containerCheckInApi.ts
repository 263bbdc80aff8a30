import type { ContainerCheckInRequest, Shipment, ShipmentWithPurchaseOrders } from '@dockflow/contracts';
import { api } from '../../../lib/api';

export const containerCheckInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/shipments: the container check-in command (docs/product.md §17, §3.2, §4.1); its push puts the shipment in every list. */
    checkInContainer: build.mutation<Shipment, ContainerCheckInRequest>({
      query: (body) => ({ url: '/shipments', method: 'POST', body }),
    }),
    /** GET /api/shipments/by-tmp/{tmpNumber}: what the schedule holds for a typed TMP number (docs/product.md §2.6); 404 when none. */
    findShipmentByTmp: build.query<ShipmentWithPurchaseOrders, string>({
      query: (tmpNumber) => `/shipments/by-tmp/${encodeURIComponent(tmpNumber)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCheckInContainerMutation, useFindShipmentByTmpQuery } = containerCheckInApi;
