import type { ShipmentQr } from '@dockflow/contracts';
import { api } from './api';

export const shipmentQrApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shipments/{id}/qr: the code opens the shipment's page (docs/product.md §10). */
    getShipmentQr: build.query<ShipmentQr, string>({
      query: (shipmentId) => `/shipments/${encodeURIComponent(shipmentId)}/qr`,
      providesTags: (_result, _error, shipmentId) => [{ type: 'Shipment', id: `${shipmentId}/qr` }],
    }),
  }),
});

export const { useGetShipmentQrQuery } = shipmentQrApi;
