import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PublicUser } from '@dockflow/contracts';
import { toPublicUser } from '../users/domain/public-user.js';
import { findUserByUsername } from '../users/domain/user-accounts.js';
import { User } from '../users/domain/user.entity.js';
import { UNKNOWN_USER_HASH, verifyPassword } from './password.js';

@Injectable()
export class AuthService {
  constructor(private readonly orm: MikroORM) {}

  /** The user for these credentials, or null. Usernames match whatever their case. */
  async validateCredentials(username: string, password: string): Promise<PublicUser | null> {
    const user = await findUserByUsername(this.orm.em.fork(), username.trim());
    const valid = await verifyPassword(user?.passwordHash ?? UNKNOWN_USER_HASH, password);
    return user && valid ? toPublicUser(user) : null;
  }

  async findById(id: string): Promise<PublicUser | null> {
    const user = await this.orm.em.fork().findOne(User, { id });
    return user ? toPublicUser(user) : null;
  }
}
