import { Injectable, type ExecutionContext } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { TOASTS } from '@dockflow/contracts';
import { LoginDto } from '@dockflow/contracts/dto';
import { validateBody } from '../../common/http/validate-body.js';
import { DomainError } from '../../common/domain-error.js';
import { PasswordThrottle } from '../../common/auth/password-throttle.js';
import { AuthService } from './auth.service.js';
import { endReplacedSession, replacedSessionId } from './sign-in.js';

/**
 * Sign-in, in order: validate the body (the messages of docs/product.md §17.2), reserve an attempt
 * for the account and address (429 when they are spent), check the credentials, then sign in
 * (passport regenerates the session).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(
    private readonly throttle: PasswordThrottle,
    private readonly auth: AuthService,
    private readonly events: EventBus,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = await validateBody(LoginDto, request.body ?? {});
    request.body = body;
    const signedIn = await this.throttle.guard(await this.auth.accountName(body.username), request.ip ?? 'unknown', async () => {
      try {
        return (await super.canActivate(context)) === true;
      } catch (error) {
        if (error instanceof DomainError && error.code === 'INVALID_CREDENTIALS') return false;
        throw error;
      }
    });
    if (!signedIn) throw new DomainError('unauthenticated', TOASTS.loginFailed.description, 'INVALID_CREDENTIALS');
    const replaced = replacedSessionId(request);
    await super.logIn(request);
    request.session.signedInAt = Date.now();
    endReplacedSession(this.events, replaced, request);
    return true;
  }
}
