import { createHash } from 'node:crypto';
import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { catchError, from, of, throwError, type Observable } from 'rxjs';
import { ACCESS_METADATA, type AccessRule } from '../auth/access.decorator.js';
import { Clock } from '../clock.js';
import { DomainError } from '../domain-error.js';
import { ValidationFailedError } from '../http/errors.js';
import { findAnswer, IdempotencyKeyTaken, runWithKey, type KeyedRequest, type StoredAnswer } from './idempotency-keys.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const VALID_KEY = /^[\x20-\x7e]{1,200}$/;
const COMMAND_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WITHOUT_KEY_METADATA = 'dockflow:without-idempotency-key';

/** A command route that ignores Idempotency-Key, because its work cannot commit with the key (docs/decisions.md). */
export const WithoutIdempotencyKey = () => SetMetadata(WITHOUT_KEY_METADATA, true);

/**
 * Idempotency-Key on the command routes (docs/decisions.md, "Idempotency keys"): a key this user
 * already stored answers its stored status and body again, marked Idempotent-Replayed, or 422 when
 * it came with another request; a new key is handed to the command's transaction, which stores it
 * with the answer before it commits.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  /** Synchronous unless a command carries a key: reads and unkeyed commands pay no promise for it. */
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> | Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const key = request.get(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || !this.takesKey(context, request)) return next.handle();
    return this.interceptKeyed(context, next, request, key);
  }

  private async interceptKeyed(context: ExecutionContext, next: CallHandler, request: Request, key: string): Promise<Observable<unknown>> {
    if (!VALID_KEY.test(key)) {
      throw new ValidationFailedError([{ field: IDEMPOTENCY_KEY_HEADER, message: `${IDEMPOTENCY_KEY_HEADER} must be 1 to 200 printable ASCII characters.` }]);
    }
    const response = context.switchToHttp().getResponse<Response>();
    const keyed: KeyedRequest = {
      userId: request.user!.id,
      key,
      method: request.method,
      path: request.originalUrl,
      requestHash: createHash('sha256').update(`${request.method} ${request.originalUrl}\n${JSON.stringify(request.body ?? null)}`).digest('hex'),
      // Nest sets the route's status (its @HttpCode, else 201 for POST and 200 for the others) before interceptors run.
      statusCode: response.statusCode,
      stored: false,
    };
    const stored = await this.find(keyed);
    if (stored) return of(replay(stored, keyed, response));
    return runWithKey(keyed, () => next.handle()).pipe(
      catchError((error: unknown) => (error instanceof IdempotencyKeyTaken ? from(this.replayTaken(keyed, response)) : throwError(() => error))),
    );
  }

  /** Signed-in users' command routes; the anonymous ones (sign-in, registration, sign-out) ignore the header. */
  private takesKey(context: ExecutionContext, request: Request): boolean {
    if (!COMMAND_METHODS.has(request.method)) return false;
    const targets = [context.getHandler(), context.getClass()];
    const access = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, targets);
    return access?.kind === 'roles' && !this.reflector.getAllAndOverride<boolean | undefined>(WITHOUT_KEY_METADATA, targets);
  }

  private find(keyed: KeyedRequest): Promise<StoredAnswer | undefined> {
    return findAnswer(this.orm.em.fork(), keyed.userId, keyed.key, this.clock.now());
  }

  /** The request whose transaction stored the key first has committed: answer what it stored. */
  private async replayTaken(keyed: KeyedRequest, response: Response): Promise<unknown> {
    const stored = await this.find(keyed);
    if (!stored) throw new DomainError('conflict', 'This Idempotency-Key is being used by another request; try again.');
    return replay(stored, keyed, response);
  }
}

function replay(stored: StoredAnswer, keyed: KeyedRequest, response: Response): unknown {
  if (stored.requestHash !== keyed.requestHash) throw new DomainError('unprocessable', 'This Idempotency-Key was used for a different request.');
  response.status(stored.statusCode);
  response.setHeader(REPLAYED_HEADER, 'true');
  return stored.body;
}
