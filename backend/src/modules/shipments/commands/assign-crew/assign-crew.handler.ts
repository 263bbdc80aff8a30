import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CREW_FUNCTION_LABELS, type CrewFunction, type OtrAssignment as OtrAssignmentView } from '@dockflow/contracts';
import { DomainError } from '../../../../common/domain-error.js';
import { hasCrewFunction } from '../../../users/users.public.js';
import { OtrAssignment } from '../../domain/workflow-records.entity.js';
import { toOtrAssignmentView } from '../../domain/workflow-views.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { AssignCrewCommand } from './assign-crew.command.js';

/** OTR & Forklift Setup: the people picked must hold that crew function (docs/product.md §6.3). */
@CommandHandler(AssignCrewCommand)
export class AssignCrewHandler implements ICommandHandler<AssignCrewCommand, OtrAssignmentView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ shipmentId, assignment, actorId }: AssignCrewCommand): Promise<OtrAssignmentView> {
    return this.runner.run(
      shipmentById(shipmentId),
      async (shipment, { em, now }) => {
        await assertCrewMember(em, assignment.otrDriverId, 'otr_driver', 'otrDriverId');
        await assertCrewMember(em, assignment.forkliftOperatorId, 'forklift_operator', 'forkliftOperatorId');
        return toOtrAssignmentView(em.create(OtrAssignment, shipment.assignCrew(assignment, actorId, now)));
      },
      'This crew was just assigned by someone else.',
    );
  }
}

async function assertCrewMember(em: EntityManager, userId: string, crewFunction: CrewFunction, field: string): Promise<void> {
  if (!(await hasCrewFunction(em, userId, crewFunction))) {
    throw new DomainError('invalid', `The chosen person is not a ${CREW_FUNCTION_LABELS[crewFunction]}.`, undefined, field);
  }
}
