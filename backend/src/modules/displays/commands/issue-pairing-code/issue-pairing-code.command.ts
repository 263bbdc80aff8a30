import { Command } from '@nestjs/cqrs';
import type { DisplayPairing } from '@dockflow/contracts';

export class IssuePairingCodeCommand extends Command<DisplayPairing> {
  constructor(readonly displayId: string) {
    super();
  }
}
