import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { UserSessions } from '../../common/auth/user-sessions.js';
import { UserSessionsEnded } from './session-events.js';

/** Sessions live in PostgreSQL, so deleting their rows signs them out on every instance at once. */
@Injectable()
export class SessionRegistry implements UserSessions {
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
