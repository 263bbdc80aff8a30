import type { ShipmentQr } from '@dockflow/contracts';
import { api } from '../lib/api';

export const shipmentQrApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shipments/{id}/qr: the code opens the shipment's page (DECISIONS 9). */
    getShipmentQr: build.query<ShipmentQr, string>({
      query: (shipmentId) => `/shipments/${encodeURIComponent(shipmentId)}/qr`,
      providesTags: (_result, _error, shipmentId) => [{ type: 'Shipment', id: `${shipmentId}/qr` }],
    }),
  }),
});

export const { useGetShipmentQrQuery } = shipmentQrApi;
