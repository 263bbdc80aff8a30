import type { ApiError, FieldError } from '@dockflow/contracts';
import { DomainError } from '../domain-error.js';

/** A body, query or parameter the contracts' rules refuse: 400 with every field's message. */
export class ValidationFailedError extends DomainError {
  constructor(errors: FieldError[]) {
    super('invalid', errors[0]?.message ?? 'Validation failed', 'VALIDATION_FAILED', undefined, { fieldErrors: errors });
  }
}

/**
 * An answer already put in the one error shape elsewhere (a job that failed on whichever instance ran
 * it), answered as it is.
 */
export class AnsweredError extends Error {
  constructor(readonly answer: ApiError) {
    super(answer.message);
    this.name = 'AnsweredError';
  }
}
