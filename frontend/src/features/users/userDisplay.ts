import type { PublicUser } from '@dockflow/contracts';
import { NOT_SET } from '../../lib/format';

/** First and last name, or the not-set mark: a list shows what is stored, not the header's "User" fallback. */
export function personName(user: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || NOT_SET;
}
