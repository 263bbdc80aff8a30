import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { PublicUser } from '@dockflow/contracts';
import { AuthService } from './auth.service.js';
import { SignedInUserCache } from './signed-in-user-cache.js';

/**
 * The session keeps only the user id; the user comes from this instance's cache, which every account
 * change clears on every instance (a role change or deletion also ends the user's sessions).
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(
    private readonly auth: AuthService,
    private readonly users: SignedInUserCache,
  ) {
    super();
  }

  serializeUser(user: PublicUser, done: (error: Error | null, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (error: Error | null, user?: PublicUser | false) => void): void {
    this.users.get(id, (userId) => this.auth.findById(userId)).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
