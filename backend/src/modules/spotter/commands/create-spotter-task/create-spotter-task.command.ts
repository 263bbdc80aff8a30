import { Command } from '@nestjs/cqrs';
import type { Priority, SpotterTask } from '@dockflow/contracts';

export class CreateSpotterTaskCommand extends Command<SpotterTask> {
  constructor(
    readonly task: { taskDescription: string; assignedTo: string; priority: Priority; shipmentId: string | null },
    readonly actorId: string,
  ) {
    super();
  }
}
