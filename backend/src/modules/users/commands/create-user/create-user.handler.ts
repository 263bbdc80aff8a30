import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { PublicUser } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { DomainError } from '../../../../common/domain-error.js';
import { appendToEventLog } from '../../../events/event-log.js';
import { hashPassword } from '../../../auth/password.js';
import { toPublicUser } from '../../domain/public-user.js';
import { cleanText } from '../../../../common/text.js';
import { assertUsernameAndEmailFree, lockAdminRoster } from '../../domain/user-accounts.js';
import { User } from '../../domain/user.entity.js';
import { UserCreated } from '../../domain/user.events.js';
import { CreateUserCommand, SELF_REGISTRATION } from './create-user.command.js';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, PublicUser> {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  async execute({ user: input, role, actorId }: CreateUserCommand): Promise<PublicUser> {
    const passwordHash = await hashPassword(input.password);
    const username = input.username.trim();
    const email = cleanText(input.email);
    try {
      const event = await this.orm.em.fork().transactional(async (em) => {
        const now = this.clock.now();
        // Also serialises concurrent first sign-ups, so exactly one of them becomes admin.
        await lockAdminRoster(em);
        await assertUsernameAndEmailFree(em, username, email);
        const firstAccount = (await em.count(User, {})) === 0;
        const user = em.create(User, {
          username,
          email,
          passwordHash,
          firstName: cleanText(input.firstName),
          lastName: cleanText(input.lastName),
          role: role === SELF_REGISTRATION ? (firstAccount ? 'admin' : 'viewer') : role,
          crewFunctions: input.crewFunctions ?? [],
          createdAt: now,
          updatedAt: now,
        });
        await em.flush();
        const created = new UserCreated(toPublicUser(user), actorId ?? user.id, now);
        appendToEventLog(em, [created]);
        return created;
      });
      this.events.publish(event);
      return event.user;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('conflict', 'That username or email was just taken by someone else.');
      }
      throw error;
    }
  }
}
