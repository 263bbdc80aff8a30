import type { ErrorCode } from '@dockflow/contracts';

export type DomainErrorKind = 'conflict' | 'not_found' | 'invalid' | 'forbidden' | 'unsupported' | 'unprocessable' | 'unavailable';

/** Raised by aggregates and handlers when a rule of the domain refuses a command; mapped to HTTP at the edge. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly code?: ErrorCode,
    /** For `invalid`: the input field the message belongs under. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
