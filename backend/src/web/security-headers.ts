import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderChange = [name: string, value: string | undefined];

/** The headers helmet sets and removes with these options, recorded once on a stand-in response. */
function recordHelmet(options: HelmetOptions): HeaderChange[] {
  const changes: HeaderChange[] = [];
  const response = {
    setHeader: (name: string, value: string) => changes.push([name, String(value)]),
    removeHeader: (name: string) => changes.push([name, undefined]),
  } as unknown as ServerResponse;
  let done = false;
  helmet(options)({} as IncomingMessage, response, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously; its headers cannot be recorded');
  return changes;
}

/**
 * helmet's headers, computed once: with these options they do not depend on the request, and helmet's
 * twelve middlewares per request were a measurable share of a signed-in request (docs/performance.md,
 * "What `npm run bench` found on the request path").
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const changes = recordHelmet(options);
  return (_request, response, next) => {
    for (const [name, value] of changes) {
      if (value === undefined) response.removeHeader(name);
      else response.setHeader(name, value);
    }
    next();
  };
}
