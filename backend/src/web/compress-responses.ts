import type { ServerResponse } from 'node:http';
import compression from 'compression';
import type { RequestHandler } from 'express';

const isEventStream = (response: ServerResponse) => String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream');

/**
 * Compresses answers of 1 KB or more on the fly, brotli (quality 4) or gzip as the client accepts:
 * JSON, and the CSV export, still streamed (the encoder passes each block on as it fills). Types
 * compressed already (the .xlsx export is a zip) are left alone, and so are event streams, whose
 * messages would wait in the encoder.
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: 1024,
    filter: (request, response) => !isEventStream(response) && compression.filter(request, response),
  });
}
