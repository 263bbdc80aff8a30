import { Command } from '@nestjs/cqrs';
import type { OtrAssignment } from '@dockflow/contracts';
import type { CrewAssignment } from '../../domain/shipment.aggregate.js';

export class AssignCrewCommand extends Command<OtrAssignment> {
  constructor(
    readonly shipmentId: string,
    readonly assignment: CrewAssignment,
    readonly actorId: string,
  ) {
    super();
  }
}
