import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom lacks fetch, the TextEncoder React Router needs, and the structuredClone IndexedDB (fake-indexeddb) needs. This environment lends the page Node's
 * (tests replace `fetch` itself with a stub), resolving relative URLs such as /api/... against the
 * page's address as a browser does.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    }
    Object.assign(page, { fetch, Headers, Request: PageRequest, Response, AbortController, AbortSignal, TextEncoder, TextDecoder, structuredClone });
  }
}
