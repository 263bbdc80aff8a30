import type { Shipment, ShipmentChangedPayload, TruckerBoard } from '@dockflow/contracts';
import { api } from '../lib/api';
import { refetchOnShipmentChanges, type LiveTag } from '../lib/liveRefetch';

const TRUCKER_BOARD_TAG: LiveTag = { type: 'Shipment', id: 'trucker-board' };

/** Whether the board lists a truck of `shipment` under another status than the shipment has now. */
function showsAnotherStatus(board: TruckerBoard | undefined, shipment: Shipment): boolean {
  return board?.truckers.some((trucker) => trucker.shipmentId === shipment.id && trucker.shipmentStatus !== shipment.status) ?? false;
}

/**
 * The events that change the board, which the server computes from the checked-in POs: a truck
 * checks in or is released, or a shipment with trucks on the board shows a new status (its BOL, its
 * crew, a delay or an ETA edit, and the row that completes it, which also lets its drivers go).
 * Other loading rows, and everything before a truck arrives, leave it as it is.
 */
function changesBoard(change: ShipmentChangedPayload, board: TruckerBoard | undefined): boolean {
  switch (change.eventType) {
    case 'TruckCheckedIn':
    case 'DriverReleased':
      return true;
    case 'BillOfLadingRecorded':
    case 'CrewAssigned':
    case 'InstructionsSent':
    case 'InstructionsOpened':
    case 'CountConfirmed':
    case 'LoadingRowRecorded':
    case 'ShipmentDelayed':
    case 'ShipmentDetailsEdited':
      return showsAnotherStatus(board, change.shipment);
    case 'ShipmentScheduled':
    case 'ContainerCheckedIn':
    case 'PurchaseOrderAdded':
    case 'PurchaseOrderRemoved':
    case 'PurchaseOrderAppointmentSet':
      return false;
  }
}

/**
 * GET /api/trucker-board: the Trucker Status Board and the wall display. Live: figures the server
 * computes (waits, fees, who may be released), so refetched, at most once a second, for the events
 * that change them (changesBoard).
 */
export const truckerBoardResource = api.injectEndpoints({
  endpoints: (build) => ({
    getTruckerBoard: build.query<TruckerBoard, void>({
      query: () => '/trucker-board',
      providesTags: [TRUCKER_BOARD_TAG],
      onCacheEntryAdded: (_arg, entry) => refetchOnShipmentChanges(TRUCKER_BOARD_TAG, entry, changesBoard),
    }),
  }),
});

export const { useGetTruckerBoardQuery } = truckerBoardResource;
