import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { sendApiError } from './error.filter.js';
import { ValidationFailedError } from './errors.js';
import { DomainError } from '../domain-error.js';
import { isAllowedOrigin, type OriginPolicy } from './origin.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A page a browser opened, answered as it is when a middleware before it fails (not with the JSON error). */
export interface PageOnError {
  wanted(request: Request): boolean;
  page: RequestHandler;
}

/**
 * Runs an Express middleware and answers its errors in the one JSON error shape; or, for a page
 * `pageOnError` wants, with that page (the dashboard's index.html when its session could not be read).
 */
export function withApiErrors(handler: RequestHandler, pageOnError?: PageOnError): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) =>
    handler(request, response, (error?: unknown) => {
      if (!error) return next();
      if (pageOnError?.wanted(request)) return pageOnError.page(request, response, next);
      sendApiError(response, error);
    });
}

/** Cross-site request forgery guard: state-changing calls from a foreign Origin (or Referer) are refused with 403. */
export function refuseForeignOrigins(policy: OriginPolicy): RequestHandler {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method) || isAllowedOrigin(request, policy)) return next();
    sendApiError(response, new DomainError('forbidden', 'Requests from another site are not allowed.', 'FOREIGN_ORIGIN'));
  };
}

/** Objects and arrays inside each other; deeper bodies are refused before validation walks them. */
export const MAX_BODY_DEPTH = 20;

/** Whether `value` nests objects or arrays deeper than `limit` levels; walks without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * JSON bodies up to `limit` in size and MAX_BODY_DEPTH in nesting, each an object (every call takes named
 * fields; an array was answered field by field as "Unknown field: 0"), refused in the one error shape otherwise.
 */
export function jsonBody(limit: string): RequestHandler {
  const parse = express.json({ limit });
  const refuse = (next: NextFunction, message: string) => next(new ValidationFailedError([{ field: 'body', message }]));
  return withApiErrors((request, response, next) =>
    parse(request, response, (error?: unknown) => {
      if (error) return next(error);
      if (Array.isArray(request.body)) return refuse(next, 'The request body must be a JSON object');
      if (nestsDeeperThan(request.body, MAX_BODY_DEPTH)) return refuse(next, `The request body must not nest deeper than ${MAX_BODY_DEPTH} levels`);
      next();
    }),
  );
}
