import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { FIRST_PAGE_DATA_ID, SCREEN_WIDTH_COOKIE, type FirstPageAnswers, type PublicUser } from '@dockflow/contracts';

/** The server's build of the first page (frontend/src/app/renderFirstPage.tsx). */
interface FirstPageRenderer {
  renderFirstPage(answers: FirstPageAnswers, options: { screenWidth: number; locale: string }): Promise<{ root: string; data: string }>;
}

/** What the browser build names for the first page: its entry, the layout's and the dashboard's files (frontend/build/signedInChunks.ts). */
interface FirstPageFiles {
  entry?: string;
  scripts: string[];
  styles: string[];
}

/** In the build's public files: asks for the app's code and runs its entry once the drawn page has been painted. */
const AFTER_FIRST_PAINT = '/after-first-paint.js';

export interface FirstPageOptions {
  /** The browser build (frontend/dist); the server's build is beside it, in dist-server. */
  distDir: string;
  sessionCookie: string;
  answersFor: (user: PublicUser) => Promise<FirstPageAnswers>;
  logger: Logger;
}

export interface FirstPage {
  /** Whether the request is one the first page may answer: the dashboard opened by someone with a session. */
  wanted(request: Request): boolean;
  /** For the requests it wants, after the session: the drawn dashboard, or `fallback` (the plain index.html) when it cannot be drawn. */
  handler(fallback: RequestHandler): RequestHandler;
}

/**
 * The signed-in dashboard drawn on the server into index.html (docs/decisions.md, "The first page drawn
 * by the server"): the rows show as soon as the HTML has arrived, before the app's code has loaded,
 * and the page then hydrates them. Null when the server's build is not there (a build without it).
 */
export function firstPage({ distDir, sessionCookie, answersFor, logger }: FirstPageOptions): FirstPage | null {
  const rendererFile = path.join(distDir, '..', 'dist-server', 'renderFirstPage.js');
  const filesFile = path.join(distDir, 'first-page-files.json');
  if (!existsSync(rendererFile) || !existsSync(filesFile)) return null;
  let shell: string;
  try {
    const files = JSON.parse(readFileSync(filesFile, 'utf8')) as FirstPageFiles;
    shell = withFirstPageFiles(readFileSync(path.join(distDir, 'index.html'), 'utf8'), files, (file) => readFileSync(path.join(distDir, file), 'utf8'));
  } catch (error) {
    logger.warn(`The first page will not be drawn on the server: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  // Loaded with the first page it draws, not at start: an instance nobody opens the dashboard on never holds it.
  let renderer: Promise<FirstPageRenderer> | undefined;

  const wanted = (request: Request) =>
    request.method === 'GET' && request.path === '/' && !request.url.includes('?') && cookieOf(request, sessionCookie) !== undefined;
  return {
    wanted,
    handler: (fallback) => async (request, response, next) => {
      if (!wanted(request)) return next();
      if (!request.user) return fallback(request, response, next);
      try {
        renderer ??= import(pathToFileURL(rendererFile).href) as Promise<FirstPageRenderer>;
        const answers = await answersFor(request.user);
        const drawn = await (await renderer).renderFirstPage(answers, { screenWidth: screenWidthOf(request), locale: localeOf(request) });
        send(response, pageWith(shell, drawn));
      } catch (error) {
        logger.warn(`The first page could not be drawn, index.html answered instead: ${error instanceof Error ? error.message : String(error)}`);
        fallback(request, response, next);
      }
    },
  };
}

function send(response: Response, html: string): void {
  // The page carries its user's data: never kept by a cache, and never answered from one for another cookie.
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Vary', 'Cookie');
  response.type('html').send(html);
}

/**
 * index.html for a drawn page (docs/performance.md, "The first page drawn by the server" and "29 Nov 2026
 * (08:00-09:00)"), without the requests for the session's and the site's answers, which the page carries:
 * - the layout's and the dashboard's styles written into the page (`readStyle` gives a file's text), so
 *   the markup is styled as it arrives, with no request between it and its paint. Each file's link stays,
 *   `disabled` (never fetched), for the app's code to find when it loads the screens that import it;
 * - the page's rendering held until the drawn markup and its answers have been read (`blocking="render"`),
 *   so it is laid out and painted once, not once per chunk the parser reads;
 * - the app's code asked for once the page has been painted (AFTER_FIRST_PAINT, its files named in
 *   `data-preload`): downloading and compiling it meanwhile took the CPU the page's paint waited for.
 */
export function withFirstPageFiles(template: string, { entry, scripts, styles }: FirstPageFiles, readStyle: (file: string) => string): string {
  const entryScript = `<script type="module" crossorigin src="/${entry}"></script>`;
  if (!entry || !template.includes(entryScript)) throw new Error('index.html does not load the entry the build names');
  const styleLink = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
  const unnamed = styles.filter((file) => !template.includes(styleLink(file)));
  const preload = [entry, ...scripts.filter((file) => file !== entry && !template.includes(`/${file}"`))].map((file) => `/${file}`);
  const withStyles = template
    .replace(/\s*<link rel="preload" href="\/api\/[^"]*"[^>]*>/g, '')
    .replace(entryScript, `<script type="module" src="${AFTER_FIRST_PAINT}" data-entry="/${entry}" data-preload="${preload.join(' ')}"></script>`)
    .replace('</head>', `${unnamed.map(styleLink).join('')}<link rel="expect" href="#${FIRST_PAGE_DATA_ID}" blocking="render"></head>`);
  return withStyles.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
    const css = readStyle(file);
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be written into the page: it holds "</style"`);
    return `<style>${css}</style>${link.replace('>', ' disabled>')}`;
  });
}

/** The drawn markup in #root (in place of the spinner), and the answers right after it. */
export function pageWith(shell: string, { root, data }: { root: string; data: string }): string {
  const drawn = shell.replace(/<div id="root">.*<\/div>/, () => `<div id="root">${root}</div>${data}`);
  if (drawn === shell) throw new Error('index.html has no #root element');
  return drawn;
}

/**
 * The width the page last reported (SCREEN_WIDTH_COOKIE), else a guess from the browser's name: a phone,
 * a tablet, or a wider screen. A wrong guess costs a redraw once the page runs (React renders again with
 * the screen's own width), not a broken page.
 */
function screenWidthOf(request: Request): number {
  const reported = Number(cookieOf(request, SCREEN_WIDTH_COOKIE));
  if (Number.isInteger(reported) && reported >= 200 && reported <= 8000) return reported;
  const agent = request.headers['user-agent'] ?? '';
  if (/iPhone|Android.*Mobile|Mobi/.test(agent)) return 390;
  if (/iPad|Android|Tablet/.test(agent)) return 820;
  return 1280;
}

/** The browser's first language (navigator.language), which its times are written in; en-US when it names none this server knows. */
function localeOf(request: Request): string {
  const first = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  try {
    return (first && Intl.DateTimeFormat.supportedLocalesOf(first)[0]) || 'en-US';
  } catch {
    return 'en-US';
  }
}

function cookieOf(request: Request, name: string): string | undefined {
  const prefix = `${name}=`;
  return request.headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
}
