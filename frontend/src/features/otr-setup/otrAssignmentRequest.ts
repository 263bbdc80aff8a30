import type { OTR_DOORS } from '@dockflow/contracts';

export type OtrDoor = (typeof OTR_DOORS)[number];

/** POST /api/otr-assignments. */
export interface OtrAssignmentRequest {
  shipmentId: string;
  otrDriverId: string;
  forkliftOperatorId: string;
  otrDoorAssignment: OtrDoor;
  instructions: string;
}

/** What the assignment form holds: nothing chosen, no instructions yet. */
export type OtrAssignmentFormValues = Partial<OtrAssignmentRequest>;

export const OTR_ASSIGNMENT_FIELDS = [
  'shipmentId',
  'otrDriverId',
  'forkliftOperatorId',
  'otrDoorAssignment',
  'instructions',
] as const satisfies readonly (keyof OtrAssignmentRequest)[];

export const EMPTY_OTR_ASSIGNMENT: OtrAssignmentFormValues = { instructions: '' };

/** The request for validated form values: every field chosen, the instructions trimmed. */
export function toOtrAssignmentRequest(values: OtrAssignmentFormValues): OtrAssignmentRequest {
  return {
    shipmentId: String(values.shipmentId),
    otrDriverId: String(values.otrDriverId),
    forkliftOperatorId: String(values.forkliftOperatorId),
    otrDoorAssignment: values.otrDoorAssignment as OtrDoor,
    instructions: String(values.instructions).trim(),
  };
}
