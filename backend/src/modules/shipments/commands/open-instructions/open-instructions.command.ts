import { Command } from '@nestjs/cqrs';
import type { MyAssignment } from '@dockflow/contracts';

export class OpenInstructionsCommand extends Command<MyAssignment> {
  constructor(
    readonly assignmentId: string,
    readonly userId: string,
  ) {
    super();
  }
}
