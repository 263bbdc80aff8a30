import type { CreateOtrAssignmentRequest, OtrAssignment, SendInstructionsRequest } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { WORKFLOW_SHIPMENTS_TAG } from '../../workflow-shared/api/workflowTags';

export const otrSetupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/otr-assignments: the shipment moves on to loading. */
    createOtrAssignment: build.mutation<OtrAssignment, CreateOtrAssignmentRequest>({
      query: (body) => ({ url: '/otr-assignments', method: 'POST', body }),
      invalidatesTags: [WORKFLOW_SHIPMENTS_TAG],
    }),
    /** PUT /api/otr-assignments/{id}: Send Instructions; the server stamps sentAt. */
    sendInstructions: build.mutation<OtrAssignment, string>({
      query: (assignmentId) => ({ url: `/otr-assignments/${encodeURIComponent(assignmentId)}`, method: 'PUT', body: { instructionsSent: true } satisfies SendInstructionsRequest }),
    }),
  }),
});

export const { useCreateOtrAssignmentMutation, useSendInstructionsMutation } = otrSetupApi;
