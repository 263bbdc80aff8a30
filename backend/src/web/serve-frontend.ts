import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** The built app (frontend/dist), relative to this file in both src/ and dist/. */
export const FRONTEND_DIST = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));

const API_OR_SOCKET = /^\/(api|socket\.io)(\/|$)/;

/** Files under assets/ carry a content hash in their name: a new build gives new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface FrontendHandlers {
  /** The built files, and index.html for every other browser path: before the session, which they do not need. */
  files: RequestHandler[];
  /** index.html, for a request `files` left to a later handler (`later`). */
  indexPage: RequestHandler;
}

/**
 * Serves the built single-page app on the same port as the API: its files, and index.html for
 * every other browser path so deep links such as /shipments/{id} open the app. Each file goes out
 * as the .br or .gz the build wrote beside it when the browser accepts that (brotli first), else
 * as it is; hashed assets are cached for good, everything else is revalidated on every load.
 * A request `later` claims gets no index.html here: a later handler answers it (the first page drawn
 * on the server, web/first-page.ts), with `indexPage` when it cannot.
 */
export function frontendHandlers(distDir = FRONTEND_DIST, later: (request: Request) => boolean = () => false): FrontendHandlers {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return { files: [], indexPage: (_request, _response, next) => next() };
  const hashed = path.join(distDir, 'assets') + path.sep;
  const files = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      // `file` is the one sent (index.html.br, assets/x.js.gz...), so this also covers the SPA fallback.
      setHeaders: (response, file) => response.setHeader('Cache-Control', file.startsWith(hashed) ? IMMUTABLE : 'no-cache'),
    },
  });
  const send = (request: Request, response: Response, next: NextFunction, as = request.url): void => {
    const url = request.url;
    request.url = as;
    files(request, response, (error?: unknown) => {
      // express-static-gzip names the encoding before serve-static knows it can send the file.
      response.removeHeader('Content-Encoding');
      response.removeHeader('Content-Type');
      request.url = url;
      next(error);
    });
  };
  const forTheApp = (request: Request) => (request.method === 'GET' || request.method === 'HEAD') && !API_OR_SOCKET.test(request.path);
  return {
    files: [
      (request, response, next) => (forTheApp(request) ? send(request, response, next) : next()),
      (request, response, next) => (forTheApp(request) && !later(request) ? send(request, response, next, '/index.html') : next()),
    ],
    indexPage: (request, response, next) => send(request, response, next, '/index.html'),
  };
}
