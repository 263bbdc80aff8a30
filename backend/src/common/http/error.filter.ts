import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { UniqueConstraintViolationException, ForeignKeyConstraintViolationException, CheckConstraintViolationException } from '@mikro-orm/core';
import type { Response } from 'express';
import type { ApiError, ErrorCode } from '@dockflow/contracts';
import { DomainError, type DomainErrorKind } from '../domain-error.js';
import { errorPage, isBrowserNavigation } from './error-page.js';
import { AnsweredError } from './errors.js';
import { isServiceUnavailable } from './unavailable.js';

const DOMAIN_STATUS: Record<DomainErrorKind, { status: number; code: ErrorCode }> = {
  conflict: { status: HttpStatus.CONFLICT, code: 'CONFLICT' },
  not_found: { status: HttpStatus.NOT_FOUND, code: 'NOT_FOUND' },
  invalid: { status: HttpStatus.BAD_REQUEST, code: 'VALIDATION_FAILED' },
  unauthenticated: { status: HttpStatus.UNAUTHORIZED, code: 'UNAUTHENTICATED' },
  forbidden: { status: HttpStatus.FORBIDDEN, code: 'FORBIDDEN' },
  rate_limited: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'RATE_LIMITED' },
  unsupported: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, code: 'UNSUPPORTED_MEDIA_TYPE' },
  unprocessable: { status: HttpStatus.UNPROCESSABLE_ENTITY, code: 'UNPROCESSABLE' },
  unavailable: { status: HttpStatus.SERVICE_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' },
};

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function reasonPhrase(status: number): string {
  const name = HttpStatus[status];
  if (!name) return 'Error';
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

const PARSER_MESSAGES: Partial<Record<number, string>> = {
  400: 'The request body is not valid JSON.',
  413: 'The request body is too large.',
  415: 'The request body must be UTF-8 encoded.',
};

const UNDECODABLE_ADDRESS = 'The address holds a character that cannot be decoded.';

/** Seconds a client waits before retrying a 503: a restarting database is usually back within that. */
const OUTAGE_RETRY_AFTER_SECONDS = 5;

function isDataException(exception: unknown): boolean {
  const code = typeof exception === 'object' && exception && 'code' in exception ? exception.code : undefined;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Turns anything thrown into the one JSON error shape of docs/product.md §14.1. */
export function toApiError(exception: unknown): ApiError {
  if (exception instanceof AnsweredError) return exception.answer;
  if (exception instanceof DomainError) {
    const { status, code } = DOMAIN_STATUS[exception.kind];
    return {
      statusCode: status,
      error: reasonPhrase(status),
      message: exception.message,
      code: exception.code ?? code,
      ...(exception.fieldErrors ? { errors: exception.fieldErrors } : {}),
    };
  }
  // The database (or the session store's) is down or restarting: a retry may succeed, so 503, not 500.
  if (isServiceUnavailable(exception)) {
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      error: 'Service Unavailable',
      message: 'The service is briefly unavailable; try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    };
  }
  if (exception instanceof UniqueConstraintViolationException) {
    return { statusCode: 409, error: 'Conflict', message: 'That record already exists.', code: 'CONFLICT' };
  }
  if (exception instanceof ForeignKeyConstraintViolationException) {
    return { statusCode: 409, error: 'Conflict', message: 'A referenced record does not exist.', code: 'CONFLICT' };
  }
  if (exception instanceof CheckConstraintViolationException) {
    return { statusCode: 400, error: 'Bad Request', message: 'A value is out of range.', code: 'VALIDATION_FAILED', errors: [{ field: 'body', message: 'A value is out of range.' }] };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // The router could not percent-decode a path parameter (a lone UTF-8 byte, "%E0%A4%A").
    if (status === 400 && exception.message.startsWith('Failed to decode param')) {
      return { statusCode: 400, error: 'Bad Request', message: UNDECODABLE_ADDRESS, code: 'VALIDATION_FAILED', errors: [{ field: 'path', message: UNDECODABLE_ADDRESS }] };
    }
    const body = exception.getResponse();
    const message =
      typeof body === 'string'
        ? body
        : typeof body === 'object' && body && 'message' in body
          ? [body.message].flat().join('; ')
          : exception.message;
    return { statusCode: status, error: reasonPhrase(status), message, code: STATUS_CODES[status] ?? 'INTERNAL' };
  }
  // Body-parser and multer errors carry their HTTP status (400 malformed JSON, 413 too large, 415 a charset other than UTF-8).
  if (typeof exception === 'object' && exception && 'status' in exception && typeof exception.status === 'number') {
    const status = exception.status >= 400 && exception.status < 600 ? exception.status : 500;
    const message = PARSER_MESSAGES[status] ?? 'Request failed.';
    return { statusCode: status, error: reasonPhrase(status), message, code: STATUS_CODES[status] ?? 'INTERNAL', ...(status < 500 ? { errors: [{ field: 'body', message }] } : {}) };
  }
  // PostgreSQL refused a value (SQLSTATE class 22, data exception): the input's fault, never an outage.
  if (isDataException(exception)) {
    return { statusCode: 400, error: 'Bad Request', message: 'A value cannot be stored.', code: 'VALIDATION_FAILED', errors: [{ field: 'body', message: 'A value cannot be stored.' }] };
  }
  return { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server.', code: 'INTERNAL' };
}

/** Answers `error` in the one error shape (as a page to a browser window: error-page.ts), with Retry-After on a 429 or 503; returns the body. */
export function sendApiError(response: Response, error: unknown): ApiError {
  const body = toApiError(error);
  // express-session touches a session while the response is written and passes a store error
  // (database down) to `next` then: there is no response left to answer it with.
  if (response.headersSent) return body;
  if (error instanceof DomainError && error.retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(error.retryAfterSeconds));
  else if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
  response.status(body.statusCode);
  if (isBrowserNavigation(response.req)) response.type('html').send(errorPage(body));
  else response.json(body);
  return body;
}

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const body = sendApiError(host.switchToHttp().getResponse<Response>(), exception);
    // An answer made elsewhere was logged where it was made (the instance that ran the job).
    if (!(exception instanceof AnsweredError)) logFailure(this.logger, exception, body);
  }
}

/** An outage as a warning, any other server failure with its stack; refusals (4xx) are not logged. */
export function logFailure(logger: Logger, exception: unknown, answer: ApiError): void {
  if (answer.code === 'SERVICE_UNAVAILABLE') logger.warn(`503: ${exception instanceof Error ? exception.message : String(exception)}`);
  else if (answer.statusCode >= 500) logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
}
