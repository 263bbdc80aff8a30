import type { Shipment, WorkflowStep } from '@dockflow/contracts';
import { jsonResponse } from '../../../test/fetchStub';

/**
 * A GET /api/shipments stub filtering like the server: `steps` by workflow step (delayed ones
 * included), `status` by the status shown, `search` by part of the TMP number in any case. It reads
 * `shipments` at each request, so a test may add to the array before a push makes the list refetch.
 */
export function shipmentList(shipments: readonly Shipment[]) {
  return (request: Request) => {
    const params = new URL(request.url).searchParams;
    const steps = params.get('steps')?.split(',') as WorkflowStep[] | undefined;
    const status = params.get('status');
    const search = params.get('search')?.toLowerCase();
    const matching = shipments.filter(
      (shipment) =>
        (!steps || steps.includes(shipment.workflowStep)) &&
        (!status || shipment.status === status) &&
        (!search || shipment.tmpNumber.toLowerCase().includes(search)),
    );
    return jsonResponse({ shipments: matching, total: matching.length });
  };
}
