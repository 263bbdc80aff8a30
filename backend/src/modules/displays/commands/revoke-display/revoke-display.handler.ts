import { LockMode } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WallDisplay } from '@dockflow/contracts';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { DomainError } from '../../../../common/domain-error.js';
import { toWallDisplay } from '../../domain/display-view.js';
import { Display } from '../../domain/display.entity.js';
import { DisplayEvent } from '../../domain/display.events.js';
import { RevokeDisplayCommand } from './revoke-display.command.js';

/**
 * Revokes a display for good: its token stops working at once and its code too. The token's hash
 * is kept, so the screen is told it was revoked; the event closes its sockets on every instance.
 */
@CommandHandler(RevokeDisplayCommand)
export class RevokeDisplayHandler implements ICommandHandler<RevokeDisplayCommand, WallDisplay> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ displayId, adminId }: RevokeDisplayCommand): Promise<WallDisplay> {
    return this.transaction.run(async ({ em, now, record }) => {
      const display = await em.findOne(Display, { id: displayId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!display) throw new DomainError('not_found', 'Display not found.');
      if (display.revokedAt) return toWallDisplay(display);
      Object.assign(display, { revokedAt: now, pairingCodeHash: null, pairingExpiresAt: null, updatedAt: now });
      const view = toWallDisplay(display);
      record(new DisplayEvent('DisplayRevoked', { details: { displayId, name: display.name }, changed: { display: view }, actorId: adminId, occurredAt: now }));
      return view;
    });
  }
}
