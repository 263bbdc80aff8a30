import { Command } from '@nestjs/cqrs';
import type { OtrAssignment } from '@dockflow/contracts';

export class SendInstructionsCommand extends Command<OtrAssignment> {
  constructor(
    readonly assignmentId: string,
    readonly actorId: string,
  ) {
    super();
  }
}
