import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { LoginDto } from '@dockflow/contracts/dto';
import { validateBody } from '../../common/http/validate-body.js';
import { DomainError } from '../../common/domain-error.js';
import { LoginThrottle } from './login-throttle.js';

/**
 * Sign-in, in order: validate the body (the messages of docs/product.md §17.2), refuse a throttled account or address
 * (429), check the credentials counting a failure, then sign in (passport regenerates the session).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly throttle: LoginThrottle) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = await validateBody(LoginDto, request.body ?? {});
    request.body = body;
    const address = request.ip ?? 'unknown';
    await this.throttle.assertAllowed(body.username, address);
    try {
      await super.canActivate(context);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'INVALID_CREDENTIALS') await this.throttle.recordFailure(body.username, address);
      throw error;
    }
    await this.throttle.recordSuccess(body.username, address);
    await super.logIn(request);
    request.session.signedInAt = Date.now();
    return true;
  }
}
