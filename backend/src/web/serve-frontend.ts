import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';

/** The built app (frontend/dist), relative to this file in both src/ and dist/. */
export const FRONTEND_DIST = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));

const API_OR_SOCKET = /^\/(api|socket\.io)(\/|$)/;

/**
 * Serves the built single-page app on the same port as the API: its files, and index.html for
 * every other browser path so deep links such as /shipments/{id} open the app.
 */
export function serveFrontend(server: Express, distDir = FRONTEND_DIST): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  server.use(express.static(distDir, { index: false, maxAge: '1h', immutable: false }));
  server.use((request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_OR_SOCKET.test(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
  return true;
}
