import { isHttpError, serverMessage } from './http';

/** Answers whose own message tells the user more than the generic one: a refused role, or a conflict with the current state. */
const EXPLAINED_STATUSES = [403, 409];

/** The toast description of a failed command: the server's explanation when it has one, else the screen's own text (docs/product.md §14.2). */
export function commandFailureDescription(error: unknown, fallback: string): string {
  const explained = isHttpError(error) && error.status !== null && EXPLAINED_STATUSES.includes(error.status);
  return (explained && serverMessage(error)) || fallback;
}
