import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ACCESS_METADATA, type AccessRule } from './access.decorator.js';
import { DomainError } from '../domain-error.js';
import { DisplayCredentials, displayToken } from './display-device.js';

/** Global guard: enforces the access rule every route declares, and refuses routes that declare none. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly displays: DisplayCredentials,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) throw new Error(`Route ${context.getClass().name}.${context.getHandler().name} declares no access rule`);
    if (rule.kind === 'anonymous') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (rule.kind === 'display') return this.admitDisplay(request);
    const user = request.user;
    if (!user) throw new DomainError('unauthenticated', 'You are not signed in.');
    if (!rule.roles.includes(user.role)) {
      throw new DomainError('forbidden', `Your role (${user.role}) cannot do this.`);
    }
    return true;
  }

  /** Only a display's token opens a display route; a signed-in person is refused (403), nobody else 401. */
  private async admitDisplay(request: Request): Promise<boolean> {
    const token = displayToken(request.headers.cookie);
    if (token) {
      request.display = await this.displays.authenticate(token);
      return true;
    }
    if (request.user) throw new DomainError('forbidden', 'Only a paired wall display can read this.');
    throw new DomainError('unauthenticated', 'You are not signed in.');
  }
}
