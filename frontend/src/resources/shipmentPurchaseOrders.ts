import type { PurchaseOrder, ShipmentChangedPayload } from '@dockflow/contracts';
import { api } from '../lib/api';
import { followShipment } from '../lib/livePushes';
import { upsertById } from '../lib/records';
import { shipmentPath, shipmentTag } from './shipment';

/** The server lists a shipment's POs by number. */
const byPoNumber = (first: PurchaseOrder, second: PurchaseOrder) => first.poNumber.localeCompare(second.poNumber);

const upsertPurchaseOrder = (purchaseOrder: PurchaseOrder) => (purchaseOrders: PurchaseOrder[]) => upsertById(purchaseOrders, purchaseOrder, byPoNumber);

/** What a push of the shipment does to its POs (an Immer recipe): the POs it changed replace those shown. */
function applyChange(purchaseOrders: PurchaseOrder[], change: ShipmentChangedPayload): PurchaseOrder[] | undefined {
  switch (change.eventType) {
    case 'ShipmentScheduled': // a re-import sets a pending shipment's POs to the file's
    case 'ContainerCheckedIn':
      return [...change.changed.purchaseOrders].sort(byPoNumber);
    case 'PurchaseOrderRemoved':
      return purchaseOrders.filter((purchaseOrder) => purchaseOrder.id !== change.changed.purchaseOrder.id);
    case 'PurchaseOrderAdded':
    case 'PurchaseOrderAppointmentSet':
    case 'TruckCheckedIn':
    case 'BillOfLadingRecorded':
    case 'DriverReleased':
      upsertPurchaseOrder(change.changed.purchaseOrder)(purchaseOrders);
      return undefined;
    case 'CrewAssigned':
    case 'InstructionsSent':
    case 'InstructionsOpened':
    case 'CountConfirmed':
    case 'LoadingRowRecorded':
    case 'ShipmentDelayed':
    case 'ShipmentDetailsEdited':
      return undefined;
  }
}

/**
 * GET /api/shipments/{id}/purchase-orders: the BOL and count forms and the shipment page. Live: the
 * pushes of the shipment that change POs carry them (one, or all of them); never refetched.
 */
export const shipmentPurchaseOrdersResource = api.injectEndpoints({
  endpoints: (build) => ({
    listShipmentPurchaseOrders: build.query<PurchaseOrder[], string>({
      query: (shipmentId) => shipmentPath(shipmentId, '/purchase-orders'),
      providesTags: (_result, _error, shipmentId) => [shipmentTag(shipmentId, '/purchase-orders')],
      onCacheEntryAdded: (shipmentId, entry) =>
        followShipment(shipmentId, entry, (change) => entry.updateCachedData((purchaseOrders) => applyChange(purchaseOrders, change))),
    }),
  }),
});

export const { useListShipmentPurchaseOrdersQuery } = shipmentPurchaseOrdersResource;

/** Takes a removed PO off the list at once (the push that follows says the same). */
export const hidePurchaseOrder = (purchaseOrder: PurchaseOrder) =>
  shipmentPurchaseOrdersResource.util.updateQueryData('listShipmentPurchaseOrders', purchaseOrder.shipmentId, (purchaseOrders) =>
    purchaseOrders.filter((shown) => shown.id !== purchaseOrder.id),
  );

/** Shows a command's answer at once (the push that follows brings the same PO). */
export const showPurchaseOrder = (purchaseOrder: PurchaseOrder) =>
  shipmentPurchaseOrdersResource.util.updateQueryData('listShipmentPurchaseOrders', purchaseOrder.shipmentId, upsertPurchaseOrder(purchaseOrder));
