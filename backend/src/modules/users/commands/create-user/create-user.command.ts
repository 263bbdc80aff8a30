import { Command } from '@nestjs/cqrs';
import type { CrewFunction, PublicUser, Role } from '@dockflow/contracts';

/** Self-registration: the first account ever is admin, later ones viewers (docs/product.md §6.2). */
export const SELF_REGISTRATION = 'self-registration';

export interface NewUser {
  username: string;
  password: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  crewFunctions?: CrewFunction[];
}

export class CreateUserCommand extends Command<PublicUser> {
  constructor(
    readonly user: NewUser,
    readonly role: Role | typeof SELF_REGISTRATION,
    /** The admin creating the account; null for self-registration. */
    readonly actorId: string | null,
  ) {
    super();
  }
}
