import type { CompletedLoadList, ShipmentChangedPayload } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';
import { refetchOnShipmentChanges, type LiveTag } from '../../../lib/liveRefetch';

const LOADS_TAG: LiveTag = { type: 'Shipment', id: 'completed-loads' };

export interface LoadsPage {
  page: number;
  pageSize: number;
}

/** The events that change a completed load: the row that completes it, a count, a release, an edit of its door, dock or seal. */
function changesLoads(change: ShipmentChangedPayload): boolean {
  switch (change.eventType) {
    case 'LoadingRowRecorded':
    case 'CountConfirmed':
    case 'DriverReleased':
    case 'ShipmentDetailsEdited':
      return change.shipment.workflowStep === 'completed';
    case 'ShipmentScheduled':
    case 'ContainerCheckedIn':
    case 'PurchaseOrderAdded':
    case 'PurchaseOrderRemoved':
    case 'PurchaseOrderAppointmentSet':
    case 'TruckCheckedIn':
    case 'BillOfLadingRecorded':
    case 'CrewAssigned':
    case 'InstructionsSent':
    case 'InstructionsOpened':
    case 'ShipmentDelayed': // a completed shipment is never delayed
      return false;
  }
}

export const completedLoadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/completed-loads, most recent first. Live: totals and times the server computes, so refetched (at most once a second) for the events that change a load. */
    listCompletedLoads: build.query<CompletedLoadList, LoadsPage>({
      query: ({ page, pageSize }) => ({ url: '/completed-loads', params: queryParams({ page, pageSize }) }),
      providesTags: [LOADS_TAG],
      onCacheEntryAdded: (_page, entry) => refetchOnShipmentChanges(LOADS_TAG, entry, changesLoads),
    }),
  }),
});

export const { useListCompletedLoadsQuery } = completedLoadsApi;
