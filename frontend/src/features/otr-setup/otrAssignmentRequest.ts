import type { CreateOtrAssignmentRequest, OtrDoor } from '@dockflow/contracts';

/** What the assignment form holds: nothing chosen, no instructions yet. */
export type OtrAssignmentFormValues = Partial<CreateOtrAssignmentRequest>;

export const OTR_ASSIGNMENT_FIELDS = [
  'shipmentId',
  'otrDriverId',
  'forkliftOperatorId',
  'otrDoorAssignment',
  'instructions',
] as const satisfies readonly (keyof CreateOtrAssignmentRequest)[];

export const EMPTY_OTR_ASSIGNMENT: OtrAssignmentFormValues = { instructions: '' };

/** The request for validated form values: every field chosen, the instructions trimmed. */
export function toOtrAssignmentRequest(values: OtrAssignmentFormValues): CreateOtrAssignmentRequest {
  return {
    shipmentId: String(values.shipmentId),
    otrDriverId: String(values.otrDriverId),
    forkliftOperatorId: String(values.forkliftOperatorId),
    otrDoorAssignment: values.otrDoorAssignment as OtrDoor,
    instructions: String(values.instructions).trim(),
  };
}
