import type { ShipmentChangedPayload, ShipmentList, ShipmentSortKey, SortOrder, WorkflowStep } from '@dockflow/contracts';
import { api } from '../lib/api';
import { queryParams } from '../lib/http';
import { refetchOnShipmentChanges, type LiveTag } from '../lib/liveRefetch';
import { isOlder } from '../lib/records';

/** GET /api/shipments filters (docs/product.md §13.2); status also takes in_progress. */
export interface ShipmentSearch {
  status?: string;
  /** Workflow steps, delayed shipments at them included: what a workflow picker offers. */
  steps?: readonly WorkflowStep[];
  dock?: string;
  search?: string;
}

export interface ShipmentListRequest extends ShipmentSearch {
  page: number;
  pageSize: number;
  /** Without one, the server puts active work first. */
  sort?: ShipmentSortKey;
  order?: SortOrder;
}

function requestParams({ status, steps, dock, search, page, pageSize, sort, order }: ShipmentListRequest) {
  return queryParams({ status, steps: steps?.join(','), dock, search, page, pageSize, sort, order: sort && order });
}

const listTag = (request: ShipmentListRequest): LiveTag => ({
  type: 'Shipment',
  id: `shipments?${new URLSearchParams(requestParams(request))}`,
});

/**
 * Whether a push may change which shipments a page holds or where they sort: a new shipment, a new
 * step, dock or ETA (delayed or not), a PO number or driver the search matches, or new progress.
 */
function mayChangePage(change: ShipmentChangedPayload, request: ShipmentListRequest): boolean {
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
    case 'LoadingRowRecorded': // only the last row changes the step; other rows move the progress a page may be sorted by
      return change.shipment.workflowStep === 'completed' || request.sort === 'progress';
    case 'InstructionsSent':
    case 'InstructionsOpened':
    case 'CountConfirmed':
    case 'DriverReleased':
      return false;
  }
}

/** Replaces a listed shipment with its pushed state, in place, unless the push is older than what is shown. */
function replaceListedShipment(list: ShipmentList, change: ShipmentChangedPayload): void {
  const listed = list.shipments.findIndex((candidate) => candidate.id === change.shipment.id);
  if (listed !== -1 && !isOlder(change.shipment, list.shipments[listed])) list.shipments[listed] = change.shipment;
}

export const shipmentListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/shipments: the one list of shipments, filtered, searched and sorted by the server,
     * for the dashboard and every shipment picker. Live: a page is refetched (at most once a second)
     * for a push that may change what it holds, as only the server knows what matches and where it
     * sorts, and the total comes with it; any other push replaces its listed shipment in place.
     */
    listShipments: build.query<ShipmentList, ShipmentListRequest>({
      query: (request) => ({ url: '/shipments', params: requestParams(request) }),
      providesTags: (_result, _error, request) => [listTag(request)],
      onCacheEntryAdded: (request, entry) =>
        refetchOnShipmentChanges(
          listTag(request),
          entry,
          (change) => mayChangePage(change, request),
          (change) => entry.updateCachedData((list) => replaceListedShipment(list, change)),
        ),
    }),
  }),
});

export const { useListShipmentsQuery } = shipmentListApi;
