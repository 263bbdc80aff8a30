import type { ErrorCode, FieldError } from '@dockflow/contracts';

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unsupported'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable';

/**
 * The app's one error family: a rule refused the request (a domain rule, validation, access,
 * throttling). The error filter turns its kind into the HTTP status of the one JSON error shape.
 */
export class DomainError extends Error {
  /** The input fields the message belongs under, for `invalid`. */
  readonly fieldErrors: FieldError[] | undefined;
  /** Sent as the Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** A more precise code than the kind's own, e.g. WORKFLOW_CONFLICT. */
    readonly code?: ErrorCode,
    /** For `invalid`: the input field the message belongs under. */
    field?: string,
    extra: { fieldErrors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.fieldErrors = extra.fieldErrors ?? (field ? [{ field, message }] : undefined);
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}
