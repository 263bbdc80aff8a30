import type { Shipment, ShipmentList } from '@dockflow/contracts';
import { api } from '../lib/api';
import { queryParams } from '../lib/http';

/**
 * GET /api/shipments?search=: the shipment whose TMP number is exactly the one scanned (the search
 * also matches parts of TMP, PO and driver), or null. Not cached: a scan asks once.
 */
export const shipmentLookupResource = api.injectEndpoints({
  endpoints: (build) => ({
    findShipmentByTmp: build.query<Shipment | null, string>({
      query: (tmpNumber) => ({ url: '/shipments', params: queryParams({ search: tmpNumber, page: 1, pageSize: 25 }) }),
      transformResponse: ({ shipments }: ShipmentList, _meta, tmpNumber) =>
        shipments.find((shipment) => shipment.tmpNumber.toLowerCase() === tmpNumber.toLowerCase()) ?? null,
      keepUnusedDataFor: 0,
    }),
  }),
});
