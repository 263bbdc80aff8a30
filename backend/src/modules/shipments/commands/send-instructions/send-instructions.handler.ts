import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { OtrAssignment as OtrAssignmentView } from '@dockflow/contracts';
import { DomainError } from '../../../../common/domain-error.js';
import { OtrAssignment } from '../../domain/workflow-records.entity.js';
import { toOtrAssignmentView } from '../../domain/workflow-views.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { SendInstructionsCommand } from './send-instructions.command.js';

async function findAssignment(em: EntityManager, id: string, lock = false) {
  const row = await em.findOne(OtrAssignment, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  if (!row) throw new DomainError('not_found', 'OTR assignment not found.');
  return row;
}

/** Send Instructions: marks the crew's instructions sent, stamped by the server; sending again re-stamps it. */
@CommandHandler(SendInstructionsCommand)
export class SendInstructionsHandler implements ICommandHandler<SendInstructionsCommand, OtrAssignmentView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ assignmentId, actorId }: SendInstructionsCommand): Promise<OtrAssignmentView> {
    return this.runner.run(
      async (em, now) => shipmentById((await findAssignment(em, assignmentId)).shipmentId)(em, now),
      async (shipment, { em, now }) => {
        const row = await findAssignment(em, assignmentId, true);
        shipment.sendInstructions(row, actorId, now);
        return toOtrAssignmentView(row);
      },
      'These instructions were just sent by someone else.',
    );
  }
}
