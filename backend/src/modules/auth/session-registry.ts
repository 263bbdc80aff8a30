import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';

/** Published when some of a user's sessions were ended, so their sockets close on every instance. */
export class UserSessionsEnded {
  constructor(
    readonly userId: string,
    /** The session that asked for it (e.g. one's own password change) and stays signed in. */
    readonly keptSessionId: string | null,
  ) {}
}

/** Sessions live in PostgreSQL, so deleting their rows signs them out on every instance at once. */
@Injectable()
export class SessionRegistry {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: EventBus,
  ) {}

  async endSessionsOfUser(userId: string, keptSessionId: string | null = null): Promise<void> {
    await this.orm.em
      .fork()
      .execute(`delete from sessions where sess -> 'passport' ->> 'user' = ? and sid <> coalesce(?, '')`, [userId, keptSessionId]);
    this.events.publish(new UserSessionsEnded(userId, keptSessionId));
  }
}
