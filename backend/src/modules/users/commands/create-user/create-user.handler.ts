import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PublicUser } from '@dockflow/contracts';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { cleanText } from '../../../../common/text.js';
import { hashPassword } from '../../domain/password.js';
import { toPublicUser } from '../../domain/public-user.js';
import { assertUsernameAndEmailFree, lockAdminRoster } from '../../domain/user-accounts.js';
import { User } from '../../domain/user.entity.js';
import { UserEvent } from '../../domain/user.events.js';
import { CreateUserCommand, SELF_REGISTRATION } from './create-user.command.js';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, PublicUser> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly orm: MikroORM,
  ) {}

  async execute({ user: input, role, actorId }: CreateUserCommand): Promise<PublicUser> {
    const username = input.username.trim();
    const email = cleanText(input.email);
    // Checked before hashing too: a hash is the costliest thing a request does, and an anonymous
    // sign-up with a taken name must not cost one (checked again below, where it counts).
    await assertUsernameAndEmailFree(this.orm.em.fork(), username, email);
    const passwordHash = await hashPassword(input.password);
    return this.transaction.run(
      async ({ em, now, record }) => {
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
        const created = toPublicUser(user);
        record(
          new UserEvent('UserCreated', {
            details: { userId: created.id, username: created.username, role: created.role, crewFunctions: created.crewFunctions },
            changed: { user: created },
            actorId: actorId ?? created.id,
            occurredAt: now,
          }),
        );
        return created;
      },
      { conflictMessage: 'That username or email was just taken by someone else.' },
    );
  }
}
