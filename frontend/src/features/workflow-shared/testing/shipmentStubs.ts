import type { Shipment } from '@dockflow/contracts';
import { jsonResponse } from '../../../test/fetchStub';

/** A GET /api/shipments stub answering each status filter with the shipments showing that status. */
export function shipmentsByStatus(shipments: readonly Shipment[]) {
  return (request: Request) => {
    const status = new URL(request.url).searchParams.get('status');
    const matching = shipments.filter((shipment) => shipment.status === status);
    return jsonResponse({ shipments: matching, total: matching.length });
  };
}
