import type { EditShipmentRequest, Shipment } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { showAnswer } from '../../../lib/commandAnswer';
import { shipmentPath, showShipment } from '../../../resources/shipment';

export const editShipmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/shipments/{id}: the page's edit form (docs/product.md §11). */
    editShipment: build.mutation<Shipment, { shipmentId: string; edit: EditShipmentRequest }>({
      query: ({ shipmentId, edit }) => ({ url: shipmentPath(shipmentId), method: 'PUT', body: edit }),
      onQueryStarted: (_request, lifecycle) => showAnswer(lifecycle, showShipment),
    }),
  }),
});

export const { useEditShipmentMutation } = editShipmentApi;
