import type { PublicUser } from '@dockflow/contracts';
import { DomainEvent } from '../../../common/domain-event.js';

/** A change to an account, logged for the audit trail (never the password or its hash). */
export abstract class UserEvent extends DomainEvent {
  readonly shipmentId = null;

  constructor(
    readonly user: PublicUser,
    actorId: string | null,
    occurredAt: Date,
  ) {
    super(actorId, occurredAt);
  }
}

export class UserCreated extends UserEvent {
  readonly type = 'UserCreated';

  payload(): Record<string, unknown> {
    return { userId: this.user.id, username: this.user.username, role: this.user.role, crewFunctions: this.user.crewFunctions };
  }
}

export class UserUpdated extends UserEvent {
  readonly type = 'UserUpdated';

  constructor(
    user: PublicUser,
    actorId: string | null,
    occurredAt: Date,
    /** Names of the fields that changed; `password` when the password did. */
    readonly changed: string[],
  ) {
    super(user, actorId, occurredAt);
  }

  /** A change after which the user's other sessions must end. */
  get endsSessions(): boolean {
    return this.changed.includes('password') || this.changed.includes('role');
  }

  payload(): Record<string, unknown> {
    return { userId: this.user.id, username: this.user.username, changed: this.changed, role: this.user.role };
  }
}

export class UserDeleted extends UserEvent {
  readonly type = 'UserDeleted';

  payload(): Record<string, unknown> {
    return { userId: this.user.id, username: this.user.username };
  }
}
