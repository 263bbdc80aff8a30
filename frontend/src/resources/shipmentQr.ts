import type { ShipmentQr } from '@dockflow/contracts';
import { api } from '../lib/api';
import { shipmentPath } from './shipment';

/**
 * GET /api/shipments/{id}/qr: the code opens the shipment's page (docs/product.md §10). Not live: the code
 * and the TMP number never change, and a label takes door, dock and status from the shipment shown.
 */
export const shipmentQrResource = api.injectEndpoints({
  endpoints: (build) => ({
    getShipmentQr: build.query<ShipmentQr, string>({
      query: (shipmentId) => shipmentPath(shipmentId, '/qr'),
    }),
  }),
});

export const { useGetShipmentQrQuery } = shipmentQrResource;
