import type { DashboardStats, ShipmentChangedPayload } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { refetchOnShipmentChanges, type LiveTag } from '../../../lib/liveRefetch';

const STATS_TAG: LiveTag = { type: 'Shipment', id: 'dashboard-stats' };

/** The events that move a figure (docs/decisions.md defines them; they count shipments by workflow step, not shown status). */
function changesStats(change: ShipmentChangedPayload): boolean {
  switch (change.eventType) {
    case 'ContainerCheckedIn': // active shipments
    case 'TruckCheckedIn': // trucks in queue
    case 'CrewAssigned': // containers loading
    case 'LoadingRowRecorded': // their average progress; the last row completes one
    case 'DriverReleased': // trucks in queue, average wait
      return true;
    case 'ShipmentDetailsEdited': // the ETA of a completed load moves the on-time rate
      return change.shipment.workflowStep === 'completed' && change.details.changes.estimatedCompletion !== undefined;
    case 'ShipmentScheduled': // a pending shipment counts nowhere
    case 'PurchaseOrderAdded':
    case 'PurchaseOrderRemoved':
    case 'PurchaseOrderAppointmentSet':
    case 'BillOfLadingRecorded':
    case 'InstructionsSent':
    case 'InstructionsOpened':
    case 'CountConfirmed':
    case 'ShipmentDelayed':
      return false;
  }
}

export const dashboardStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/dashboard/stats. Live: computed by the server, so refetched (at most once a second) for the events that move a figure. */
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => '/dashboard/stats',
      providesTags: [STATS_TAG],
      onCacheEntryAdded: (_arg, entry) => refetchOnShipmentChanges(STATS_TAG, entry, changesStats),
    }),
  }),
});

export const { useGetDashboardStatsQuery } = dashboardStatsApi;
