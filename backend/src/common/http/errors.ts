import type { FieldError } from '@dockflow/contracts';
import { DomainError } from '../domain-error.js';

/** A body, query or parameter the contracts' rules refuse: 400 with every field's message. */
export class ValidationFailedError extends DomainError {
  constructor(errors: FieldError[]) {
    super('invalid', errors[0]?.message ?? 'Validation failed', 'VALIDATION_FAILED', undefined, { fieldErrors: errors });
  }
}
