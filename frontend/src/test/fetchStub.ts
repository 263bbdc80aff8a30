import { jest } from '@jest/globals';

type Handler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An answer that does not come until the test says so. */
export function pendingResponse() {
  let answer!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { handler: () => response, answer };
}

/**
 * Replaces fetch, the network boundary, with canned answers keyed by "METHOD /path".
 * Unknown calls answer 404. Returns the requests made, for assertions on what was sent.
 */
export function stubFetch(routes: Record<string, Handler>): { requests: Request[] } {
  const requests: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const { pathname } = new URL(request.url);
    const handler = routes[`${request.method} ${pathname}`];
    return handler
      ? handler(request)
      : jsonResponse({ statusCode: 404, error: 'Not Found', message: `No stub for ${request.method} ${pathname}` }, 404);
  }) as typeof fetch;
  return { requests };
}

export const signedOut = () => jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Not signed in' }, 401);
