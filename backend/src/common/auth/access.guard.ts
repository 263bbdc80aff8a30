import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ACCESS_METADATA, type AccessRule } from './access.decorator.js';
import { DomainError } from '../domain-error.js';

/** Global guard: enforces the access rule every route declares, and refuses routes that declare none. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) throw new Error(`Route ${context.getClass().name}.${context.getHandler().name} declares no access rule`);
    if (rule.kind === 'anonymous') return true;
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new DomainError('unauthenticated', 'You are not signed in.');
    if (!rule.roles.includes(user.role)) {
      throw new DomainError('forbidden', `Your role (${user.role}) cannot do this.`);
    }
    return true;
  }
}
