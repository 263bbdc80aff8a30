import { HttpStatus, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { TOASTS, type PublicUser } from '@dockflow/contracts';
import { AppError } from '../../common/http/errors.js';
import { AuthService } from './auth.service.js';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<PublicUser> {
    const user = await this.auth.validateCredentials(username, password);
    if (!user) throw new AppError(HttpStatus.UNAUTHORIZED, 'INVALID_CREDENTIALS', TOASTS.loginFailed.description);
    return user;
  }
}
