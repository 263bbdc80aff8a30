import type { Request } from 'express';
import type { ApiError } from '@dockflow/contracts';
import { escapeMarkup } from '../markup.js';

/**
 * Whether the request is a browser window opening an API address rather than the app calling it:
 * the export opens in a new window (docs/product.md §12.3), and a refusal there (signed out, an
 * export already being prepared) would otherwise show the raw JSON. Browsers mark a navigation with
 * `Sec-Fetch-Mode: navigate`, and never a `fetch`. The Accept header cannot tell them apart: the
 * app's own calls accept plain text, HTML and any other type too.
 */
export function isBrowserNavigation(request: Request): boolean {
  return request.get('sec-fetch-mode') === 'navigate';
}

/** The error as a small page for a browser window, with the same title and message as the JSON shape. */
export function errorPage(error: ApiError): string {
  const title = escapeMarkup(error.error);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>DockFlow: ${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f1f1f}h1{font-size:1.5rem}</style></head>
<body><main><h1>${title}</h1><p>${escapeMarkup(error.message)}</p><p><a href="/">Back to DockFlow</a></p></main></body>
</html>
`;
}
