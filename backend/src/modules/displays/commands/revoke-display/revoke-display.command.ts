import { Command } from '@nestjs/cqrs';
import type { WallDisplay } from '@dockflow/contracts';

export class RevokeDisplayCommand extends Command<WallDisplay> {
  constructor(
    readonly displayId: string,
    readonly adminId: string,
  ) {
    super();
  }
}
