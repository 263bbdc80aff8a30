import { SOCKET_EVENTS, type ShipmentChangedPayload, type ShipmentList } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';
import { socket } from '../../../lib/socket';
import { applyShipmentChange, type ShipmentPage } from './applyShipmentChange';

export const shipmentListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shipments, newest first, kept current by the server's shipment.changed pushes. */
    listShipments: build.query<ShipmentList, ShipmentPage>({
      query: (page) => ({ url: '/shipments', params: queryParams({ page: page.page, pageSize: page.pageSize }) }),
      providesTags: ['Shipment'],
      async onCacheEntryAdded(page, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // the entry went away before its first answer
        }
        const applyPush = ({ shipment }: ShipmentChangedPayload) =>
          updateCachedData((list) => applyShipmentChange(list, shipment, page));
        socket.on(SOCKET_EVENTS.shipmentChanged, applyPush);
        await cacheEntryRemoved;
        socket.off(SOCKET_EVENTS.shipmentChanged, applyPush);
      },
    }),
  }),
});

export const { useListShipmentsQuery } = shipmentListApi;
