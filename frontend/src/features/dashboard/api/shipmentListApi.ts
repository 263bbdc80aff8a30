import { SOCKET_EVENTS, type ShipmentChangedPayload, type ShipmentList } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';
import { refetchOnShipmentChanges, type LiveTag } from '../../../lib/liveRefetch';
import { socket } from '../../../lib/socket';
import { applyShipmentChange, type ShipmentPage } from './applyShipmentChange';

/** GET /api/shipments filters (docs/product.md §13.2); status also takes in_progress. */
export interface ShipmentSearch {
  status?: string;
  dock?: string;
  search?: string;
}

export type ShipmentListRequest = ShipmentSearch & ShipmentPage;

function requestParams({ status, dock, search, page, pageSize }: ShipmentListRequest) {
  return queryParams({ status, dock, search, page, pageSize });
}

const listTag = (request: ShipmentListRequest): LiveTag => ({
  type: 'Shipment',
  id: `shipments?${new URLSearchParams(requestParams(request))}`,
});

/** The newest shipments, unfiltered: the one page a push can be applied to without asking the server. */
function isUnfilteredFirstPage({ status, dock, search, page }: ShipmentListRequest): boolean {
  return page === 1 && !status && !dock && !search;
}

export const shipmentListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/shipments, newest first, kept current by the server's shipment.changed pushes:
     * applied in place on the unfiltered first page; any other page or filter is refetched
     * (at most once a second), as only the server knows what now matches it.
     */
    listShipments: build.query<ShipmentList, ShipmentListRequest>({
      query: (request) => ({ url: '/shipments', params: requestParams(request) }),
      providesTags: (_result, _error, request) => [listTag(request)],
      async onCacheEntryAdded(request, lifecycle) {
        if (!isUnfilteredFirstPage(request)) return refetchOnShipmentChanges(listTag(request), lifecycle);
        const { updateCachedData, cacheDataLoaded, cacheEntryRemoved } = lifecycle;
        try {
          await cacheDataLoaded;
        } catch {
          return; // the entry went away before its first answer
        }
        const applyPush = ({ shipment }: ShipmentChangedPayload) =>
          updateCachedData((list) => applyShipmentChange(list, shipment, request));
        socket.on(SOCKET_EVENTS.shipmentChanged, applyPush);
        await cacheEntryRemoved;
        socket.off(SOCKET_EVENTS.shipmentChanged, applyPush);
      },
    }),
  }),
});

export const { useListShipmentsQuery } = shipmentListApi;
