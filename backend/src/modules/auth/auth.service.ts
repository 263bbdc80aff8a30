import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PublicUser } from '@dockflow/contracts';
import { accountNameFor, publicUserById, userForCredentials } from '../users/users.public.js';

@Injectable()
export class AuthService {
  constructor(private readonly orm: MikroORM) {}

  /** The user for these credentials, or null. */
  validateCredentials(username: string, password: string): Promise<PublicUser | null> {
    return userForCredentials(this.orm.em.fork(), username, password);
  }

  /** The account a typed username names, as the sign-in throttle counts it (see accountNameFor). */
  accountName(typed: string): Promise<string> {
    return accountNameFor(this.orm.em.fork(), typed);
  }

  findById(id: string): Promise<PublicUser | null> {
    return publicUserById(this.orm.em.fork(), id);
  }
}
