import type { ShipmentChangedPayload, ShipmentList } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';
import { onShipmentChanged, whileCached } from '../../../lib/livePushes';
import { refetchOnShipmentChanges, type LiveTag } from '../../../lib/liveRefetch';
import { applyShipmentChange, replaceListedShipment, type ShipmentPage } from './applyShipmentChange';

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

/**
 * Whether a push may change which shipments a filtered or later page holds: a new shipment, a new
 * status, dock or ETA (delayed or not), or a PO number or driver the search matches.
 */
function mayChangeMatches(change: ShipmentChangedPayload): boolean {
  switch (change.eventType) {
    case 'ShipmentScheduled':
    case 'ContainerCheckedIn':
    case 'PurchaseOrderAdded':
    case 'PurchaseOrderRemoved':
    case 'PurchaseOrderAppointmentSet':
    case 'TruckCheckedIn':
    case 'BillOfLadingRecorded':
    case 'CrewAssigned':
    case 'ShipmentDelayed':
    case 'ShipmentDetailsEdited':
      return true;
    case 'LoadingRowRecorded': // only the last row changes the status
      return change.shipment.workflowStep === 'completed';
    case 'InstructionsSent':
    case 'CountConfirmed':
    case 'DriverReleased':
      return false;
  }
}

export const shipmentListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/shipments, newest first. Live: the unfiltered first page takes every pushed shipment
     * in place. Any other page is refetched (at most once a second) for a push that may change what
     * it holds, as only the server knows what matches; for the others its listed shipment is replaced in place.
     */
    listShipments: build.query<ShipmentList, ShipmentListRequest>({
      query: (request) => ({ url: '/shipments', params: requestParams(request) }),
      providesTags: (_result, _error, request) => [listTag(request)],
      onCacheEntryAdded: (request, entry) => {
        if (isUnfilteredFirstPage(request)) {
          return whileCached(entry, () => onShipmentChanged(({ shipment }) => entry.updateCachedData((list) => applyShipmentChange(list, shipment, request))));
        }
        return refetchOnShipmentChanges(listTag(request), entry, mayChangeMatches, ({ shipment }) =>
          entry.updateCachedData((list) => {
            replaceListedShipment(list, shipment);
          }),
        );
      },
    }),
  }),
});

export const { useListShipmentsQuery } = shipmentListApi;
