import { Command } from '@nestjs/cqrs';
import type { OtrAssignment } from '@dockflow/contracts';

export interface CrewAssignment {
  otrDriverId: string;
  forkliftOperatorId: string;
  otrDoorAssignment: string;
  instructions: string;
}

export class AssignCrewCommand extends Command<OtrAssignment> {
  constructor(
    readonly shipmentId: string,
    readonly assignment: CrewAssignment,
    readonly actorId: string,
  ) {
    super();
  }
}
