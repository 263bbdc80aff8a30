import { Command } from '@nestjs/cqrs';
import type { Role, SpotterTask } from '@dockflow/contracts';

export class UpdateSpotterTaskCommand extends Command<SpotterTask> {
  constructor(
    readonly taskId: string,
    readonly status: 'in_progress' | 'completed',
    readonly actor: { id: string; role: Role },
  ) {
    super();
  }
}
