import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's own id is kept when it is a short token; anything else is replaced. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request being handled, or undefined outside one (timers, jobs, sockets). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/**
 * Gives every request an id (the caller's X-Request-Id when sane, else a new one), answers it in the
 * same header, and keeps it for every log line written while the request is handled.
 */
export function assignRequestId(): RequestHandler {
  return (request, response, next) => {
    const given = request.get(REQUEST_ID_HEADER);
    const id = given !== undefined && SANE_ID.test(given) ? given : randomUUID();
    response.setHeader(REQUEST_ID_HEADER, id);
    requestIds.run(id, next);
  };
}
