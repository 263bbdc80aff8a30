import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { UserSessions } from '../../common/auth/user-sessions.js';
import { UserSessionsEnded } from './session-events.js';

/** Sessions live in PostgreSQL, so deleting their rows signs them out on every instance at once. */
@Injectable()
export class SessionRegistry implements UserSessions {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Which of these sessions are still signed in: not signed out, not idle past SESSION_IDLE_MINUTES
   * (the store's expiry), not older than SESSION_ABSOLUTE_HOURS since sign-in (as enforceAbsoluteLifetime).
   */
  async liveSessions(sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await this.orm.em.fork().execute<{ sid: string }[]>(
      `select sid from sessions
       where sid in (?) and expire > now() and sess -> 'passport' ->> 'user' is not null
         and ((sess ->> 'signedInAt') is null or (sess ->> 'signedInAt')::bigint >= extract(epoch from now()) * 1000 - ?)`,
      [sessionIds, this.config.sessionAbsoluteHours * 3_600_000],
    );
    return new Set(rows.map((row) => row.sid));
  }

  async endSessionsOfUser(userId: string, keptSessionId: string | null = null): Promise<void> {
    await this.orm.em
      .fork()
      .execute(`delete from sessions where sess -> 'passport' ->> 'user' = ? and sid <> coalesce(?, '')`, [userId, keptSessionId]);
    this.events.publish(new UserSessionsEnded(userId, keptSessionId));
  }
}
