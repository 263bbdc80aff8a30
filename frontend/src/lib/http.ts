import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query/react';
import type { ApiError, FieldError } from '@dockflow/contracts';
import { IDEMPOTENCY_KEY, newIdempotencyKey } from './idempotencyKey';
import { enqueueCommand, hasWaiting, outboxUser } from './outbox';

/** A failed API call as every screen sees it (docs/product.md §14). */
export interface HttpError {
  /** The HTTP status, or null when no answer arrived (network failure, timeout, unreadable body). */
  status: number | null;
  /** docs/product.md §14.2: the status code, a colon and space, then the body text (or the status text when empty). */
  message: string;
  /** The server's JSON error body, when it sent one: message, code and field errors. */
  body?: ApiError;
  /** Set when no answer came and the command waits on this device to be sent (lib/outbox). */
  queued?: true;
}

/** What an endpoint may ask of the base query through `extraOptions`. */
export interface HttpOptions {
  /** A command kept on the device and sent later when no network answers, instead of failing (docs/decisions.md, "Offline"). */
  queueWhenOffline?: boolean;
}

export function isHttpError(value: unknown): value is HttpError {
  return typeof value === 'object' && value !== null && 'status' in value && typeof (value as HttpError).message === 'string';
}

/**
 * No answer came (a network failure, a server restarting or unreachable behind a proxy): worth trying
 * again, unlike a definite answer such as a 401 "signed out", so a wall display recovers by itself.
 */
export function isTransient(error: HttpError): boolean {
  return error.status === null || error.status >= 500;
}

/** The server's own explanation of a failure, when there is one. */
export function serverMessage(error: unknown): string | undefined {
  return isHttpError(error) ? error.body?.message || undefined : undefined;
}

export function serverFieldErrors(error: unknown): FieldError[] {
  return isHttpError(error) ? (error.body?.errors ?? []) : [];
}

/** docs/product.md §13.3: query parameters with empty values are left out. */
export function queryParams(params: Record<string, string | number | null | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') kept[name] = String(value);
  }
  return kept;
}

/** A command the screen shows as "waiting to send" rather than as failed. */
export function isQueued(error: unknown): boolean {
  return isHttpError(error) && error.queued === true;
}

const COMMAND_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Anonymous calls and the schedule import: the server ignores a key on them (docs/decisions.md, "Idempotency keys"). */
const WITHOUT_KEY = new Set(['/login', '/register', '/dock-schedule/import']);

/** A command's method and path, or undefined for a read or a call that carries no idempotency key. */
export function commandRoute(args: string | FetchArgs): { method: string; url: string } | undefined {
  if (typeof args === 'string') return undefined;
  const method = (args.method ?? 'GET').toUpperCase();
  return COMMAND_METHODS.has(method) && !WITHOUT_KEY.has(args.url) ? { method, url: args.url } : undefined;
}

/** Every command carries a key of its own, so the same command sent again (after a lost answer) applies once. */
function withIdempotencyKey(args: FetchArgs, key: string): FetchArgs {
  return { ...args, headers: { ...Object.fromEntries(new Headers(args.headers as HeadersInit | undefined)), [IDEMPOTENCY_KEY]: key } };
}

const fetchText = fetchBaseQuery({ baseUrl: '/api', credentials: 'include', responseHandler: 'text' });

type HttpResult = QueryReturnValue<unknown, HttpError, FetchBaseQueryMeta>;

/** One request; `unreachable` when no answer came at all (no network, connection dropped). */
async function send(args: string | FetchArgs, api: BaseQueryApi, extraOptions: object): Promise<{ result: HttpResult; unreachable: boolean }> {
  const result = await fetchText(args, api, extraOptions);
  if (result.error) {
    return { result: { error: toHttpError(result.error, result.meta?.response), meta: result.meta }, unreachable: result.error.status === 'FETCH_ERROR' };
  }
  const text = typeof result.data === 'string' ? result.data : '';
  try {
    return { result: { data: text === '' ? null : JSON.parse(text), meta: result.meta }, unreachable: false };
  } catch {
    return { result: { error: { status: null, message: `${result.meta?.response?.status}: the answer is not JSON` }, meta: result.meta }, unreachable: false };
  }
}

async function queue(args: FetchArgs, method: string, key: string, userId: string): Promise<HttpResult> {
  await enqueueCommand({ key, userId, method, url: args.url, body: args.body });
  return { error: { status: null, message: 'No network: the command waits on this device and is sent when the network is back.', queued: true } };
}

/**
 * fetchBaseQuery with the error shape of docs/product.md §14.2 (the raw body text for the message, and the
 * parsed JSON body), an Idempotency-Key on every command, and the device's outbox for the commands that
 * ask for it: such a command is queued when no network answers, or when older ones still wait (the order is kept).
 */
export const httpBaseQuery: BaseQueryFn<string | FetchArgs, unknown, HttpError, HttpOptions, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions = {},
) => {
  const command = commandRoute(args);
  if (command === undefined) return (await send(args, api, extraOptions)).result;
  const key = newIdempotencyKey();
  const keyed = withIdempotencyKey(args as FetchArgs, key);
  const userId = extraOptions.queueWhenOffline ? outboxUser() : null;
  if (userId === null) return (await send(keyed, api, extraOptions)).result;
  if (!navigator.onLine || hasWaiting(userId)) return queue(keyed, command.method, key, userId);
  const { result, unreachable } = await send(keyed, api, extraOptions);
  return unreachable ? queue(keyed, command.method, key, userId) : result;
};

/** What a screen says when no answer came at all, rather than the browser's "TypeError: Failed to fetch". */
export const SERVER_UNREACHABLE = 'The server could not be reached.';

function toHttpError(error: FetchBaseQueryError, response: Response | undefined): HttpError {
  if (error.status === 'FETCH_ERROR') return { status: null, message: SERVER_UNREACHABLE };
  if (typeof error.status !== 'number') return { status: null, message: error.error };
  return httpError(error.status, typeof error.data === 'string' ? error.data : '', response?.statusText);
}

/** A refusal the server answered, in the shape of docs/product.md §14.2. */
export function httpError(status: number, bodyText: string, statusText = ''): HttpError {
  return { status, message: `${status}: ${bodyText || statusText}`, body: parseApiError(bodyText) };
}

function parseApiError(text: string): ApiError | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as ApiError).message === 'string'
      ? (parsed as ApiError)
      : undefined;
  } catch {
    return undefined;
  }
}
