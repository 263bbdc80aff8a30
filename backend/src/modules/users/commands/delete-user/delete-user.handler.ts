import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { VALIDATION } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { DomainError } from '../../../../common/domain-error.js';
import { appendToEventLog } from '../../../events/event-log.js';
import { SessionRegistry } from '../../../auth/session-registry.js';
import { toPublicUser } from '../../domain/public-user.js';
import { countAdmins, lockAdminRoster } from '../../domain/user-accounts.js';
import { User } from '../../domain/user.entity.js';
import { UserDeleted } from '../../domain/user.events.js';
import { DeleteUserCommand } from './delete-user.command.js';

/** Deletes an account (admins only; never one's own, never the last admin) and signs it out everywhere. */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, void> {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: EventBus,
    private readonly sessions: SessionRegistry,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, actorId }: DeleteUserCommand): Promise<void> {
    if (userId === actorId) throw new DomainError('forbidden', VALIDATION.cannotDeleteSelf);
    const event = await this.orm.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      await lockAdminRoster(em);
      const user = await em.findOne(User, { id: userId });
      if (!user) throw new DomainError('not_found', 'User not found.');
      if (user.role === 'admin' && (await countAdmins(em)) <= 1) {
        throw new DomainError('conflict', 'The last admin cannot be deleted.');
      }
      const deleted = new UserDeleted(toPublicUser(user), actorId, now);
      em.remove(user);
      appendToEventLog(em, [deleted]);
      return deleted;
    });
    this.events.publish(event);
    await this.sessions.endSessionsOfUser(userId);
  }
}
