import type { CreateOtrAssignmentRequest, OtrAssignment, SendInstructionsRequest } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { showAnswer } from '../../../lib/commandAnswer';
import { showCrewAssignment } from '../../../resources/crewAssignments';

export const otrSetupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/otr-assignments: the shipment moves on to loading. */
    createOtrAssignment: build.mutation<OtrAssignment, CreateOtrAssignmentRequest>({
      query: (body) => ({ url: '/otr-assignments', method: 'POST', body }),
      onQueryStarted: (_request, lifecycle) => showAnswer(lifecycle, showCrewAssignment),
    }),
    /** PUT /api/otr-assignments/{id}: Send Instructions; the server stamps sentAt. */
    sendInstructions: build.mutation<OtrAssignment, string>({
      query: (assignmentId) => ({ url: `/otr-assignments/${encodeURIComponent(assignmentId)}`, method: 'PUT', body: { instructionsSent: true } satisfies SendInstructionsRequest }),
      onQueryStarted: (_assignmentId, lifecycle) => showAnswer(lifecycle, showCrewAssignment),
    }),
  }),
});

export const { useCreateOtrAssignmentMutation, useSendInstructionsMutation } = otrSetupApi;
