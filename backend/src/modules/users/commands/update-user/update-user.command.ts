import { Command } from '@nestjs/cqrs';
import type { CrewFunction, PublicUser, Role } from '@dockflow/contracts';

export interface UserChanges {
  username?: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  password?: string;
  currentPassword?: string;
  role?: Role;
  crewFunctions?: CrewFunction[];
}

export class UpdateUserCommand extends Command<PublicUser> {
  constructor(
    readonly userId: string,
    readonly changes: UserChanges,
    readonly actor: { id: string; role: Role },
    /** The actor's session, kept signed in when they change their own password. */
    readonly actorSessionId: string | null,
    /** The actor's client address: wrong current passwords count against it (docs/reliability.md). */
    readonly actorAddress: string,
  ) {
    super();
  }
}
