import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OtrAssignment as OtrAssignmentView } from '@dockflow/contracts';
import { findOtrAssignment } from '../find-otr-assignment.js';
import { toOtrAssignmentView } from '../../domain/workflow-views.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { SendInstructionsCommand } from './send-instructions.command.js';

/** Send Instructions: marks the crew's instructions sent, stamped by the server; sending again re-stamps it. */
@CommandHandler(SendInstructionsCommand)
export class SendInstructionsHandler implements ICommandHandler<SendInstructionsCommand, OtrAssignmentView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ assignmentId, actorId }: SendInstructionsCommand): Promise<OtrAssignmentView> {
    return this.runner.run(
      async (em, now) => shipmentById((await findOtrAssignment(em, assignmentId)).shipmentId)(em, now),
      async (shipment, { em, now }) => {
        const row = await findOtrAssignment(em, assignmentId, true);
        shipment.sendInstructions(row, actorId, now);
        return toOtrAssignmentView(row);
      },
      'These instructions were just sent by someone else.',
    );
  }
}
