import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MyAssignment } from '@dockflow/contracts';
import { isSent, toMyAssignment } from '../../domain/crew-instructions.js';
import { findOtrAssignment } from '../find-otr-assignment.js';
import { toOtrAssignmentView } from '../../domain/workflow-views.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { OpenInstructionsCommand } from './open-instructions.command.js';

/** A crew member opened their instructions: the first time is stamped by the server, later opens change nothing. */
@CommandHandler(OpenInstructionsCommand)
export class OpenInstructionsHandler implements ICommandHandler<OpenInstructionsCommand, MyAssignment> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ assignmentId, userId }: OpenInstructionsCommand): Promise<MyAssignment> {
    return this.runner.run(
      async (em, now) => shipmentById((await findOtrAssignment(em, assignmentId)).shipmentId)(em, now),
      async (shipment, { em, now }) => {
        const row = await findOtrAssignment(em, assignmentId, true);
        shipment.openInstructions(row, userId, now);
        const view = toOtrAssignmentView(row);
        if (!isSent(view)) throw new Error('openInstructions accepted unsent instructions');
        return toMyAssignment(shipment.record, view, userId);
      },
      'These instructions were just opened on another device.',
    );
  }
}
