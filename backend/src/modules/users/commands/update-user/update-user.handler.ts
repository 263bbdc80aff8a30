import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { VALIDATION, type PublicUser } from '@dockflow/contracts';
import { PasswordThrottle } from '../../../../common/auth/password-throttle.js';
import { UserSessions } from '../../../../common/auth/user-sessions.js';
import { CommandTransaction } from '../../../../common/command-transaction.js';
import { DomainError } from '../../../../common/domain-error.js';
import { cleanText } from '../../../../common/text.js';
import { hashPassword, verifyPassword } from '../../domain/password.js';
import { toPublicUser } from '../../domain/public-user.js';
import { assertUsernameAndEmailFree, countAdmins, lockAdminRoster } from '../../domain/user-accounts.js';
import { User, type UserRecord } from '../../domain/user.entity.js';
import { endsSessions, UserEvent } from '../../domain/user.events.js';
import { UpdateUserCommand, type UserChanges } from './update-user.command.js';

/**
 * Edits a profile (one's own, or anyone's for an admin), changes a password (one's own needs the
 * current one), or changes role and crew functions (admins only; never one's own role, never the
 * last admin's).
 */
@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, PublicUser> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly sessions: UserSessions,
    private readonly throttle: PasswordThrottle,
  ) {}

  async execute({ userId, changes, actor, actorSessionId, actorAddress }: UpdateUserCommand): Promise<PublicUser> {
    const isSelf = actor.id === userId;
    if (actor.role !== 'admin' && !isSelf) throw new DomainError('forbidden', VALIDATION.ownProfileOnly);
    if (actor.role !== 'admin' && (changes.role !== undefined || changes.crewFunctions !== undefined)) {
      throw new DomainError('forbidden', 'Only an admin can change roles and crew functions.');
    }
    // The work's value is the route's answer (stored with an Idempotency-Key), so what changed comes out beside it.
    let changed: string[] = [];
    const user = await this.transaction.run(
      async ({ em, now, record }) => {
        if (changes.role !== undefined) await lockAdminRoster(em);
        const user = await em.findOne(User, { id: userId });
        if (!user) throw new DomainError('not_found', 'User not found.');
        if (changes.password && isSelf) await this.checkCurrentPassword(user, changes.currentPassword, actorAddress);
        // Hashed once the current password is right: a wrong or throttled one must not cost a hash.
        const newPasswordHash = changes.password ? await hashPassword(changes.password) : undefined;
        if (changes.role !== undefined && changes.role !== user.role) await this.checkRoleChange(em, user, isSelf);
        const username = changes.username?.trim();
        const email = changes.email === undefined ? undefined : cleanText(changes.email);
        await assertUsernameAndEmailFree(em, username, email, user.id);
        changed = applyChanges(user, { ...changes, username, email }, newPasswordHash);
        // An update that changes nothing stores nothing: no event, no new updatedAt.
        if (changed.length === 0) return toPublicUser(user);
        user.updatedAt = now;
        await em.flush();
        const updated = toPublicUser(user);
        record(
          new UserEvent('UserUpdated', {
            details: { userId, username: updated.username, role: updated.role, changed },
            changed: { user: updated },
            actorId: actor.id,
            occurredAt: now,
          }),
        );
        return updated;
      },
      { conflictMessage: 'That username or email was just taken by someone else.' },
    );
    if (endsSessions(changed)) await this.sessions.endSessionsOfUser(userId, isSelf ? actorSessionId : null);
    return user;
  }

  /** Throttled like sign-in: the same counters, so a stolen session cannot guess the password either. */
  private async checkCurrentPassword(user: UserRecord, currentPassword: string | undefined, address: string): Promise<void> {
    if (!currentPassword) throw new DomainError('invalid', VALIDATION.currentPasswordRequired, undefined, 'currentPassword');
    if (!(await this.throttle.guard(user.username, address, () => verifyPassword(user.passwordHash, currentPassword)))) {
      throw new DomainError('invalid', VALIDATION.currentPasswordWrong, undefined, 'currentPassword');
    }
  }

  private async checkRoleChange(em: EntityManager, user: UserRecord, isSelf: boolean): Promise<void> {
    if (isSelf) throw new DomainError('conflict', 'You cannot change your own role.');
    if (user.role === 'admin' && (await countAdmins(em)) <= 1) {
      throw new DomainError('conflict', 'The last admin cannot be demoted.');
    }
  }
}

/** Applies the given fields and returns the names of those that really changed. */
function applyChanges(user: UserRecord, changes: UserChanges, newPasswordHash: string | undefined): string[] {
  const changed: string[] = [];
  const set = <K extends 'username' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'role'>(key: K, value: UserRecord[K] | undefined) => {
    if (value === undefined || value === user[key]) return;
    user[key] = value;
    changed.push(key);
  };
  set('username', changes.username);
  set('email', changes.email);
  set('firstName', changes.firstName === undefined ? undefined : cleanText(changes.firstName));
  set('lastName', changes.lastName === undefined ? undefined : cleanText(changes.lastName));
  set('profileImageUrl', changes.profileImageUrl === undefined ? undefined : cleanText(changes.profileImageUrl));
  set('role', changes.role);
  if (changes.crewFunctions !== undefined && [...changes.crewFunctions].sort().join() !== [...user.crewFunctions].sort().join()) {
    user.crewFunctions = [...changes.crewFunctions];
    changed.push('crewFunctions');
  }
  if (newPasswordHash) {
    user.passwordHash = newPasswordHash;
    changed.push('password');
  }
  return changed;
}
