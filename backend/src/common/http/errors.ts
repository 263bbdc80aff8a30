import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorCode, FieldError } from '@dockflow/contracts';

/** An error that becomes the one JSON error shape (docs/product.md §14.1) with its code. */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
    /** Sent as the Retry-After header (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message, status);
  }
}

export class ValidationFailedError extends AppError {
  constructor(errors: FieldError[]) {
    super(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', errors[0]?.message ?? 'Validation failed', errors);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'You are not signed in.') {
    super(HttpStatus.UNAUTHORIZED, 'UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(HttpStatus.FORBIDDEN, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(HttpStatus.NOT_FOUND, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'CONFLICT') {
    super(HttpStatus.CONFLICT, code, message);
  }
}
