import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { PublicUser } from '@dockflow/contracts';
import { AuthService } from './auth.service.js';

/** The session keeps only the user id; every request reloads the user, so role changes apply at once. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly auth: AuthService) {
    super();
  }

  serializeUser(user: PublicUser, done: (error: Error | null, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (error: Error | null, user?: PublicUser | false) => void): void {
    this.auth.findById(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
