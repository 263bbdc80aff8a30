import type { LiveTag } from '../../../lib/liveRefetch';

/** Every picker list of shipments at given workflow steps. */
export const WORKFLOW_SHIPMENTS_TAG: LiveTag = { type: 'Shipment', id: 'workflow-shipments' };

/** The purchase orders of one shipment. */
export const purchaseOrdersTag = (shipmentId: string): LiveTag => ({ type: 'Shipment', id: `${shipmentId}/purchase-orders` });
