import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DisplayPairing } from '@dockflow/contracts';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { Display } from '../../domain/display.entity.js';
import { DisplayEvent } from '../../domain/display.events.js';
import { issuePairingCode } from '../../domain/pairing.js';
import { RegisterDisplayCommand } from './register-display.command.js';

/** An admin registers a wall display and gets the code (and link) its screen pairs with. */
@CommandHandler(RegisterDisplayCommand)
export class RegisterDisplayHandler implements ICommandHandler<RegisterDisplayCommand, DisplayPairing> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ name, docks, adminId }: RegisterDisplayCommand): Promise<DisplayPairing> {
    return this.transaction.run(async ({ em, now, record }) => {
      const display = em.create(Display, { name: name.trim(), docks, createdBy: adminId, createdAt: now, updatedAt: now });
      const pairing = issuePairingCode(display, now);
      record(new DisplayEvent('DisplayRegistered', { details: { displayId: display.id, name: display.name, docks }, changed: { display: pairing.display }, actorId: adminId, occurredAt: now }));
      return pairing;
    });
  }
}
