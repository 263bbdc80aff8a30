import { Command } from '@nestjs/cqrs';
import type { DisplayPairing, DockLocation } from '@dockflow/contracts';

export class RegisterDisplayCommand extends Command<DisplayPairing> {
  constructor(
    readonly name: string,
    readonly docks: DockLocation[],
    readonly adminId: string,
  ) {
    super();
  }
}
