import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { ApiError, FieldError } from '@dockflow/contracts';

/** A failed API call as every screen sees it (docs/product.md §14). */
export interface HttpError {
  /** The HTTP status, or null when no answer arrived (network failure, timeout, unreadable body). */
  status: number | null;
  /** docs/product.md §14.2: the status code, a colon and space, then the body text (or the status text when empty). */
  message: string;
  /** The server's JSON error body, when it sent one: message, code and field errors. */
  body?: ApiError;
}

export function isHttpError(value: unknown): value is HttpError {
  return typeof value === 'object' && value !== null && 'status' in value && typeof (value as HttpError).message === 'string';
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

const fetchText = fetchBaseQuery({ baseUrl: '/api', credentials: 'include', responseHandler: 'text' });

/** fetchBaseQuery with the error shape of docs/product.md §14.2: the raw body text for the message, and the parsed JSON body. */
export const httpBaseQuery: BaseQueryFn<string | FetchArgs, unknown, HttpError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await fetchText(args, api, extraOptions);
  if (result.error) return { error: toHttpError(result.error, result.meta?.response), meta: result.meta };
  const text = typeof result.data === 'string' ? result.data : '';
  try {
    return { data: text === '' ? null : JSON.parse(text), meta: result.meta };
  } catch {
    return { error: { status: null, message: `${result.meta?.response?.status}: the answer is not JSON` }, meta: result.meta };
  }
};

function toHttpError(error: FetchBaseQueryError, response: Response | undefined): HttpError {
  if (typeof error.status !== 'number') return { status: null, message: error.error };
  const bodyText = typeof error.data === 'string' ? error.data : '';
  return {
    status: error.status,
    message: `${error.status}: ${bodyText || response?.statusText || ''}`,
    body: parseApiError(bodyText),
  };
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
