import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { TOASTS, type PublicUser } from '@dockflow/contracts';
import { DomainError } from '../../common/domain-error.js';
import { AuthService } from './auth.service.js';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<PublicUser> {
    const user = await this.auth.validateCredentials(username, password);
    if (!user) throw new DomainError('unauthenticated', TOASTS.loginFailed.description, 'INVALID_CREDENTIALS');
    return user;
  }
}
