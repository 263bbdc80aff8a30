import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../common/domain-error.js';
import { User } from './user.entity.js';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Usernames and emails are unique whatever their case (the database enforces it too). */
export async function assertUsernameAndEmailFree(em: EntityManager, username: string | undefined, email: string | null | undefined, exceptId?: string): Promise<void> {
  const notSelf = exceptId ? { id: { $ne: exceptId } } : {};
  if (username && (await em.count(User, { username: { $ilike: escapeLike(username) }, ...notSelf }))) {
    throw new DomainError('conflict', 'That username is already taken.');
  }
  if (email && (await em.count(User, { email: { $ilike: escapeLike(email) }, ...notSelf }))) {
    throw new DomainError('conflict', 'That email is already registered.');
  }
}

export async function findUserByUsername(em: EntityManager, username: string) {
  return em.findOne(User, { username: { $ilike: escapeLike(username) } });
}

/**
 * Serialises changes to who is admin (and the very first sign-up) across instances, so that two
 * admins demoting each other at once can never leave the site without one.
 */
export async function lockAdminRoster(em: EntityManager): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext('dockflow:admin-roster'))`);
}

export async function countAdmins(em: EntityManager): Promise<number> {
  return em.count(User, { role: 'admin' });
}
