import type { OtrAssignment } from '@dockflow/contracts';
import { api } from '../lib/api';
import { followShipment } from '../lib/livePushes';
import { upsertById } from '../lib/records';
import { shipmentPath, shipmentTag } from './shipment';

/** The server lists assignments oldest first, so a new one joins at the end. */
const upsertAssignment = (assignment: OtrAssignment) => (assignments: OtrAssignment[]) => upsertById(assignments, assignment);

/**
 * GET /api/shipments/{id}/otr-assignments: the shipment page's crew. Live: CrewAssigned and
 * InstructionsSent pushes of the shipment carry the assignment; never refetched.
 */
export const crewAssignmentsResource = api.injectEndpoints({
  endpoints: (build) => ({
    listCrewAssignments: build.query<OtrAssignment[], string>({
      query: (shipmentId) => shipmentPath(shipmentId, '/otr-assignments'),
      providesTags: (_result, _error, shipmentId) => [shipmentTag(shipmentId, '/otr-assignments')],
      onCacheEntryAdded: (shipmentId, entry) =>
        followShipment(shipmentId, entry, (change) => {
          switch (change.eventType) {
            case 'CrewAssigned':
            case 'InstructionsSent':
            case 'InstructionsOpened':
              entry.updateCachedData(upsertAssignment(change.changed.assignment));
          }
        }),
    }),
  }),
});

export const { useListCrewAssignmentsQuery } = crewAssignmentsResource;

/** Shows a command's answer at once (the push that follows brings the same assignment). */
export const showCrewAssignment = (assignment: OtrAssignment) =>
  crewAssignmentsResource.util.updateQueryData('listCrewAssignments', assignment.shipmentId, upsertAssignment(assignment));
