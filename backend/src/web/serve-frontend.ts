import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { SESSION_COOKIE } from '../modules/auth/auth.public.js';

/** The built app (frontend/dist), relative to this file in both src/ and dist/. */
export const FRONTEND_DIST = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));

const API_OR_SOCKET = /^\/(api|socket\.io)(\/|$)/;
const HTML_PAGE = /\.html(\.br|\.gz)?$/;
const WALL_DISPLAY = /^\/display(\/|$)/;
const HAS_SESSION_COOKIE = new RegExp(`(^|;)\\s*${SESSION_COOKIE.replaceAll('.', '\\.')}=`);

/** The pages the build writes beside index.html for a browser that comes back signed in (frontend/build/signedInPages.ts). */
const SIGNED_IN_PAGES = { shell: '/signed-in.html', dashboard: '/signed-in-dashboard.html' };

/** Files under assets/ carry a content hash in their name: a new build gives new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app on the same port as the API: its files, and index.html (or its
 * signed-in twin, appPages) for every other browser path so deep links such as /shipments/{id} open the app. Each file goes out
 * as the .br or .gz the build wrote beside it when the browser accepts that (brotli first), else
 * as it is; hashed assets are cached for good, everything else is revalidated on every load.
 */
export function serveFrontend(server: Express, distDir = FRONTEND_DIST): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  const hashed = path.join(distDir, 'assets') + path.sep;
  const files = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      // `file` is the one sent (index.html.br, assets/x.js.gz...), so this also covers the SPA fallback.
      setHeaders: (response, file) => {
        response.setHeader('Cache-Control', file.startsWith(hashed) ? IMMUTABLE : 'no-cache');
        // The page depends on the session cookie (appPages): a cache must not hand one browser's to another.
        if (HTML_PAGE.test(file)) response.setHeader('Vary', `${String(response.getHeader('Vary') ?? 'Accept-Encoding')}, Cookie`);
      },
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
  const pageFor = appPages(distDir);
  server.use((request, response, next) => (forTheApp(request) ? send(request, response, next) : next()));
  server.use((request, response, next) => (forTheApp(request) ? send(request, response, next, pageFor(request)) : next()));
  return true;
}

/**
 * The page for a browser path. A browser that carries a session cookie gets one whose head also names the
 * signed-in code, and for / the dashboard's code and first requests, so they load beside the entry instead
 * of after it (docs/performance.md, "The signed-in page names its code"). The cookie is not checked here:
 * an expired one costs that browser a few files it does not run, and the requests' 401s.
 */
function appPages(distDir: string): (request: Request) => string {
  const built = Object.values(SIGNED_IN_PAGES).every((page) => existsSync(path.join(distDir, page)));
  return (request) => {
    if (!built || WALL_DISPLAY.test(request.path) || !HAS_SESSION_COOKIE.test(request.headers.cookie ?? '')) return '/index.html';
    return request.path === '/' ? SIGNED_IN_PAGES.dashboard : SIGNED_IN_PAGES.shell;
  };
}
