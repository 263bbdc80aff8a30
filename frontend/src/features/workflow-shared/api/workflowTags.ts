/**
 * Cache tags of the workflow screens. The API slice has the one tag type 'Shipment' (invalidated
 * as a whole after the live connection comes back), so these are ids within it.
 */
export type ShipmentTag = { type: 'Shipment'; id: string };

/** Every picker list of shipments at given workflow steps. */
export const WORKFLOW_SHIPMENTS_TAG: ShipmentTag = { type: 'Shipment', id: 'workflow-shipments' };

/** The purchase orders of one shipment. */
export const purchaseOrdersTag = (shipmentId: string): ShipmentTag => ({ type: 'Shipment', id: `${shipmentId}/purchase-orders` });
