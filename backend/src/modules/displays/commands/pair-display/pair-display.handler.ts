import { LockMode } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DISPLAY_TEXTS } from '@dockflow/contracts';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { DomainError } from '../../../../common/domain-error.js';
import { newDeviceToken, normalizePairingCode, secretHash } from '../../domain/device-secrets.js';
import { toWallDisplay } from '../../domain/display-view.js';
import { Display } from '../../domain/display.entity.js';
import { DisplayEvent } from '../../domain/display.events.js';
import { PairDisplayCommand, type PairedDisplay } from './pair-display.command.js';

/**
 * A screen pairs with its code: the code is used up, and the display gets a new token (a screen
 * paired before, if any, loses its own). Unknown, used and expired codes get one answer.
 */
@CommandHandler(PairDisplayCommand)
export class PairDisplayHandler implements ICommandHandler<PairDisplayCommand, PairedDisplay> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ code }: PairDisplayCommand): Promise<PairedDisplay> {
    return this.transaction.run(async ({ em, now, record }) => {
      const display = await em.findOne(Display, { pairingCodeHash: secretHash(normalizePairingCode(code)) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!display || display.revokedAt || !display.pairingExpiresAt || display.pairingExpiresAt <= now) {
        throw new DomainError('invalid', DISPLAY_TEXTS.pairingCodeUnknown, undefined, 'code');
      }
      const token = newDeviceToken();
      Object.assign(display, { tokenHash: secretHash(token), pairingCodeHash: null, pairingExpiresAt: null, pairedAt: now, lastContactAt: now, updatedAt: now });
      const view = toWallDisplay(display);
      record(new DisplayEvent('DisplayPaired', { details: { displayId: display.id, name: display.name }, changed: { display: view }, actorId: null, occurredAt: now }));
      return { display: view, token };
    });
  }
}
