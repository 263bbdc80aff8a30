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

function uploadProgress(loaded: number, total: number): Event {
  return Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
}

/**
 * XMLHttpRequest (used for uploads, lib/upload.ts) over the stubbed fetch, so one route table answers
 * both. The upload reports half its body at once and the rest when the answer comes.
 */
class StubXMLHttpRequest extends EventTarget {
  readonly upload = new EventTarget();
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  private method = 'GET';
  private url = '/';

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  send(body?: XMLHttpRequestBodyInit | null): void {
    this.upload.dispatchEvent(uploadProgress(50, 100));
    void fetch(new Request(new URL(this.url, window.location.href), { method: this.method, body: body ?? null })).then(
      async (response) => {
        this.upload.dispatchEvent(uploadProgress(100, 100));
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.dispatchEvent(new Event('load'));
      },
      () => this.dispatchEvent(new Event('error')),
    );
  }
}

/**
 * Replaces fetch (and XMLHttpRequest), the network boundary, with canned answers keyed by "METHOD /path".
 * Unknown calls answer 404. Returns the requests made, for assertions on what was sent.
 */
export function stubFetch(routes: Record<string, Handler>): { requests: Request[] } {
  globalThis.XMLHttpRequest = StubXMLHttpRequest as unknown as typeof XMLHttpRequest;
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
