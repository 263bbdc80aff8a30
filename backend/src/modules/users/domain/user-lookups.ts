import type { EntityManager } from '@mikro-orm/postgresql';
import type { CrewFunction, PublicUser } from '@dockflow/contracts';
import { UNKNOWN_USER_HASH, verifyPassword } from './password.js';
import { toPublicUser } from './public-user.js';
import { findUserByUsername } from './user-accounts.js';
import { User } from './user.entity.js';

// What other modules ask about accounts (through users.public.ts), without reaching for the entity.

/** docs/product.md §6: whether the user holds this crew function. */
export async function hasCrewFunction(em: EntityManager, userId: string, crewFunction: CrewFunction): Promise<boolean> {
  return (await em.count(User, { id: userId, crewFunctions: { $contains: [crewFunction] } })) > 0;
}

export async function publicUserById(em: EntityManager, userId: string): Promise<PublicUser | null> {
  const user = await em.findOne(User, { id: userId });
  return user ? toPublicUser(user) : null;
}

/**
 * The stored spelling of the account a typed username signs in to, else the typed name trimmed: what the
 * sign-in throttle counts by. PostgreSQL's case-insensitive match and JavaScript's lower case disagree
 * on some letters ('İ'), so counting by the typed text gave each spelling of one account its own attempts.
 */
export async function accountNameFor(em: EntityManager, typed: string): Promise<string> {
  return (await findUserByUsername(em, typed.trim()))?.username ?? typed.trim();
}

/** The user these credentials sign in, or null. Usernames match whatever their case. */
export async function userForCredentials(em: EntityManager, username: string, password: string): Promise<PublicUser | null> {
  const user = await findUserByUsername(em, username.trim());
  // An unknown username is checked against a hash too, so it takes as long as a wrong password.
  const valid = await verifyPassword(user?.passwordHash ?? UNKNOWN_USER_HASH, password);
  return user && valid ? toPublicUser(user) : null;
}
