import type { CrewFunction, MyAssignment, OtrAssignment, WorkflowStep } from '@dockflow/contracts';

type CrewMembers = Pick<OtrAssignment, 'otrDriverId' | 'forkliftOperatorId'>;
type AssignedShipment = { id: string; tmpNumber: string; containerDoor?: string | null; dockLocation?: string | null; workflowStep: WorkflowStep };

/** What a user is on an OTR crew: driver, forklift operator, both (one person may hold both) or nothing. */
export function crewFunctionsOf(assignment: CrewMembers, userId: string): CrewFunction[] {
  const functions: CrewFunction[] = [];
  if (assignment.otrDriverId === userId) functions.push('otr_driver');
  if (assignment.forkliftOperatorId === userId) functions.push('forklift_operator');
  return functions;
}

/** When `userId` first opened the instructions (ISO times of one format sort as text); null while unopened. */
export function openedAtFor(assignment: OtrAssignment, userId: string): string | null {
  const stamps = crewFunctionsOf(assignment, userId)
    .map((crewFunction) => (crewFunction === 'otr_driver' ? assignment.driverOpenedAt : assignment.forkliftOperatorOpenedAt))
    .filter((stamp): stamp is string => stamp !== null);
  return stamps.sort()[0] ?? null;
}

type SentAssignment = OtrAssignment & { sentAt: string };

export const isSent = (assignment: OtrAssignment): assignment is SentAssignment => assignment.sentAt !== null;

/** One sent assignment as its crew member sees it in My Assignments (docs/product.md §8.4). */
export function toMyAssignment(shipment: AssignedShipment, assignment: SentAssignment, userId: string): MyAssignment {
  return {
    assignmentId: assignment.id,
    shipmentId: shipment.id,
    tmpNumber: shipment.tmpNumber,
    containerDoor: shipment.containerDoor ?? null,
    dockLocation: shipment.dockLocation ?? null,
    otrDoorAssignment: assignment.otrDoorAssignment,
    crewFunctions: crewFunctionsOf(assignment, userId),
    instructions: assignment.instructions,
    sentAt: assignment.sentAt,
    openedAt: openedAtFor(assignment, userId),
    active: shipment.workflowStep !== 'completed',
  };
}
