import type { CrewFunction, CrewMember, OtrAssignment } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { queryParams } from '../../../lib/http';
import { WORKFLOW_SHIPMENTS_TAG } from '../../workflow-shared/api/workflowTags';
import type { OtrAssignmentRequest } from '../otrAssignmentRequest';

export const otrSetupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/crew-members: the users an admin marked with a crew function (DECISIONS 4). */
    listCrewMembersByFunction: build.query<CrewMember[], CrewFunction>({
      query: (crewFunction) => ({ url: '/crew-members', params: queryParams({ function: crewFunction }) }),
    }),
    /** POST /api/otr-assignments: the shipment moves on to loading. */
    createOtrAssignment: build.mutation<OtrAssignment, OtrAssignmentRequest>({
      query: (body) => ({ url: '/otr-assignments', method: 'POST', body }),
      invalidatesTags: [WORKFLOW_SHIPMENTS_TAG],
    }),
    /** PUT /api/otr-assignments/{id}: Send Instructions; the server stamps sentAt. */
    sendInstructions: build.mutation<OtrAssignment, string>({
      query: (assignmentId) => ({ url: `/otr-assignments/${encodeURIComponent(assignmentId)}`, method: 'PUT', body: { instructionsSent: true } }),
    }),
  }),
});

export const { useListCrewMembersByFunctionQuery, useCreateOtrAssignmentMutation, useSendInstructionsMutation } = otrSetupApi;
