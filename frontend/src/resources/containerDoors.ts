import type { ContainerDoorStatus, ShipmentChangedPayload } from '@dockflow/contracts';
import { api } from '../lib/api';
import { refetchOnShipmentChanges, type LiveTag } from '../lib/liveRefetch';

const CONTAINER_DOORS_TAG: LiveTag = { type: 'Shipment', id: 'container-doors' };

/**
 * The events that change who is at a door or next in line: a schedule import, a check-in, an edit
 * (door or ETA), and the row that completes a shipment (its container leaves the door).
 */
function changesDoors(change: ShipmentChangedPayload): boolean {
  switch (change.eventType) {
    case 'ShipmentScheduled':
    case 'ContainerCheckedIn':
    case 'ShipmentDetailsEdited':
      return true;
    case 'LoadingRowRecorded':
      return change.shipment.workflowStep === 'completed';
    default:
      return false;
  }
}

/**
 * GET /api/container-doors (docs/product.md §3.11, §9): each door's active container and the next
 * one planned there, for container check-in's door picker and the wall display. Computed by the
 * server, so refetched, at most once a second, for the events that change it.
 */
export const containerDoorsResource = api.injectEndpoints({
  endpoints: (build) => ({
    listContainerDoors: build.query<ContainerDoorStatus[], void>({
      query: () => '/container-doors',
      providesTags: [CONTAINER_DOORS_TAG],
      onCacheEntryAdded: (_arg, entry) => refetchOnShipmentChanges(CONTAINER_DOORS_TAG, entry, changesDoors),
    }),
  }),
});

export const { useListContainerDoorsQuery } = containerDoorsResource;
