import { LockMode } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DisplayPairing } from '@dockflow/contracts';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { DomainError } from '../../../../common/domain-error.js';
import { Display } from '../../domain/display.entity.js';
import { issuePairingCode } from '../../domain/pairing.js';
import { IssuePairingCodeCommand } from './issue-pairing-code.command.js';

/** A new code for a display whose code expired, or whose screen is replaced (the new screen's pairing ends the old one's token). */
@CommandHandler(IssuePairingCodeCommand)
export class IssuePairingCodeHandler implements ICommandHandler<IssuePairingCodeCommand, DisplayPairing> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ displayId }: IssuePairingCodeCommand): Promise<DisplayPairing> {
    return this.transaction.run(async ({ em, now }) => {
      const display = await em.findOne(Display, { id: displayId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!display) throw new DomainError('not_found', 'Display not found.');
      if (display.revokedAt) throw new DomainError('conflict', 'This display was revoked; register it again.');
      return issuePairingCode(display, now);
    });
  }
}
