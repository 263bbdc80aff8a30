import type { Request } from 'express';
import type { ApiError } from '@dockflow/contracts';
import { escapeMarkup } from '../markup.js';

/**
 * Whether the request is a browser window opening an API address rather than the app calling it:
 * the export opens in a new window (docs/product.md §12.3), and a refusal there (signed out, an
 * export already under way) would otherwise show the raw JSON. The app's own calls are `fetch`es,
 * which never send `Sec-Fetch-Mode: navigate` and accept JSON first.
 */
export function isBrowserNavigation(request: Request): boolean {
  return request.get('sec-fetch-mode') === 'navigate' || request.accepts(['json', 'html']) === 'html';
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
