import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { toApiError } from './error.filter.js';
import { DomainError } from '../domain-error.js';
import { isAllowedOrigin } from './origin.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sendApiError(response: Response, error: unknown): void {
  // express-session saves a rolling session after the response is written and passes a store
  // error (database down) to `next` then: there is no response left to answer it with.
  if (response.headersSent) return;
  const body = toApiError(error);
  response.status(body.statusCode).json(body);
}

/** Runs an Express middleware and answers its errors in the one JSON error shape. */
export function withApiErrors(handler: RequestHandler): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) =>
    handler(request, response, (error?: unknown) => (error ? sendApiError(response, error) : next()));
}

/** Cross-site request forgery guard: state-changing calls from a foreign Origin are refused with 403. */
export function refuseForeignOrigins(allowedOrigins: readonly string[]): RequestHandler {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method) || isAllowedOrigin(request.headers, allowedOrigins)) return next();
    sendApiError(response, new DomainError('forbidden', 'Requests from another site are not allowed.', 'FOREIGN_ORIGIN'));
  };
}

export function jsonBody(limit: string): RequestHandler {
  return withApiErrors(express.json({ limit }));
}
