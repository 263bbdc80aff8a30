import type { ShipmentWithPurchaseOrders } from '@dockflow/contracts';
import { api } from '../lib/api';

/**
 * GET /api/shipments/by-tmp/{tmpNumber}: the shipment with this TMP number (any case) and its POs;
 * 404 when none. Container check-in fills its form from it (docs/product.md §2.6) and a scanned TMP
 * number opens it. Not cached: each look-up asks once.
 */
export const shipmentByTmpResource = api.injectEndpoints({
  endpoints: (build) => ({
    findShipmentByTmp: build.query<ShipmentWithPurchaseOrders, string>({
      query: (tmpNumber) => `/shipments/by-tmp/${encodeURIComponent(tmpNumber)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useFindShipmentByTmpQuery } = shipmentByTmpResource;
