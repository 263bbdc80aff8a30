import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION } from '@dockflow/contracts';
import { UserSessions } from '../../../../common/auth/user-sessions.js';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { DomainError } from '../../../../common/domain-error.js';
import { toPublicUser } from '../../domain/public-user.js';
import { countAdmins, lockAdminRoster } from '../../domain/user-accounts.js';
import { User } from '../../domain/user.entity.js';
import { UserEvent } from '../../domain/user.events.js';
import { DeleteUserCommand } from './delete-user.command.js';

/** Deletes an account (admins only; never one's own, never the last admin) and signs it out everywhere. */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, void> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly sessions: UserSessions,
  ) {}

  async execute({ userId, actorId }: DeleteUserCommand): Promise<void> {
    if (userId === actorId) throw new DomainError('forbidden', VALIDATION.cannotDeleteSelf);
    await this.transaction.run(async ({ em, now, record }) => {
      await lockAdminRoster(em);
      const user = await em.findOne(User, { id: userId });
      if (!user) throw new DomainError('not_found', 'User not found.');
      if (user.role === 'admin' && (await countAdmins(em)) <= 1) {
        throw new DomainError('conflict', 'The last admin cannot be deleted.');
      }
      const deleted = toPublicUser(user);
      em.remove(user);
      record(new UserEvent('UserDeleted', { details: { userId, username: deleted.username }, changed: { user: deleted }, actorId, occurredAt: now }));
    });
    await this.sessions.endSessionsOfUser(userId);
  }
}
