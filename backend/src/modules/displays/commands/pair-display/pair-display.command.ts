import { Command } from '@nestjs/cqrs';
import type { WallDisplay } from '@dockflow/contracts';

export interface PairedDisplay {
  display: WallDisplay;
  /** The device credential, for the screen's cookie only; its hash is what is stored. */
  token: string;
}

export class PairDisplayCommand extends Command<PairedDisplay> {
  constructor(readonly code: string) {
    super();
  }
}
