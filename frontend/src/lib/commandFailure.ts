import { isHttpError, serverMessage } from './http';
import { toast } from './toast';

/** Answers whose own message tells the user more than the screen's text: a refused role, or a conflict with the current state. */
const EXPLAINED_STATUSES = [403, 409];

export interface FailureText {
  title: string;
  /** Shown unless the server explains the failure itself. */
  description: string;
}

/**
 * Which server messages replace the toast's description: for a workflow command only a refusal or a
 * conflict (a validation failure is shown under its fields); for account, task and edit calls, any.
 */
export type ExplainedFailures = 'refusals' | 'all';

/**
 * docs/product.md §14.2's destructive toast of a failed call: its title, and the server's explanation when
 * it has one, else its own text; after a call no server answered, its own text says why too ('The server
 * could not be reached.').
 */
export function toastFailure(error: unknown, { title, description }: FailureText, explained: ExplainedFailures = 'refusals'): void {
  if (isHttpError(error) && error.status === null) return toast({ title, description: `${description} ${error.message}`, variant: 'destructive' });
  const explains = explained === 'all' || (isHttpError(error) && EXPLAINED_STATUSES.includes(error.status ?? 0));
  toast({ title, description: (explains && serverMessage(error)) || description, variant: 'destructive' });
}
