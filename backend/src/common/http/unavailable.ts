import { ConnectionException } from '@mikro-orm/core';

/** Socket-level codes of a server that is not there (refused, reset, timed out, unresolvable). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve now: class 08 (connection exception),
 * 57P01-57P03 (admin or crash shutdown, "the database system is starting up"), 53300 (too many connections).
 */
const POSTGRES_CODES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres and its pool say when a connection is lost, or none can be had in time. */
const LOST_CONNECTION = /connection terminated|timeout exceeded when trying to connect|client has encountered a connection error|connection is closed|stream isn't writeable/i;

/**
 * Whether an error means a backing service (PostgreSQL, here or in the session store) is unreachable,
 * as opposed to a bug: such requests answer 503 SERVICE_UNAVAILABLE, and the client may retry.
 * Looks through MikroORM's wrapping, `cause` chains and AggregateErrors (IPv4 and IPv6 attempts).
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (error instanceof ConnectionException) return true;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
  if (error instanceof Error && LOST_CONNECTION.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isServiceUnavailable(inner, depth + 1))) return true;
  return 'cause' in error && isServiceUnavailable(error.cause, depth + 1);
}
