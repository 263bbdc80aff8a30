import { createHash } from 'node:crypto';
import { Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { catchError, from, of, throwError, type Observable } from 'rxjs';
import { Clock } from '../clock.js';
import { DomainError } from '../domain-error.js';
import { ValidationFailedError } from '../http/errors.js';
import { findAnswer, IdempotencyKeyTaken, runWithKey, type KeyedRequest, type StoredAnswer } from './idempotency-keys.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const VALID_KEY = /^[\x20-\x7e]{1,200}$/;

/**
 * Idempotency-Key on a command route (docs/decisions.md, "Idempotency keys"): a key this user
 * already stored answers its stored status and body again, marked Idempotent-Replayed, or 422 when
 * it came with another request; a new key is handed to the command's transaction, which stores it
 * with the answer before it commits. Bound route by route (`TakesIdempotencyKey`), not globally: a
 * global interceptor puts every read through Nest's rxjs pipeline (docs/performance.md).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  /** Synchronous unless the command carries a key: an unkeyed command pays no promise for it. */
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> | Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const key = request.get(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next.handle();
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

/**
 * A signed-in user's command route that takes Idempotency-Key. Every command route has it but the
 * anonymous ones and those whose work cannot commit with a key (docs/decisions.md, "Idempotency keys");
 * backend/test/idempotency.spec.ts lists each command route on one side or the other.
 */
export const TakesIdempotencyKey = () => UseInterceptors(IdempotencyInterceptor);
