import type { Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';

/** The last answer on its connection: the client opens a new one (to another instance) for its next request. */
function lastOnConnection(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}

/**
 * Graceful stop for keep-alive clients. Closing the server only stops new connections: a client
 * that keeps its connection busy would be served until the deadline. Once draining, every answer
 * (in flight or yet to come on an open connection) says `Connection: close`, and idle connections
 * are closed at once.
 */
class ConnectionDrain {
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;
  private allAnswered?: () => void;

  readonly track: RequestHandler = (_request, response, next) => {
    if (this.draining) lastOnConnection(response);
    this.inFlight.add(response);
    response.once('close', () => {
      this.inFlight.delete(response);
      if (this.inFlight.size === 0) this.allAnswered?.();
    });
    next();
  };

  /** Resolves once no request is being answered, or after `waitMs`. */
  answered(waitMs: number): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      this.allAnswered = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Stops accepting; resolves once every connection has ended. */
  start(server: Server): Promise<void> {
    this.draining = true;
    for (const response of this.inFlight) lastOnConnection(response);
    const ended = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    return ended;
  }
}

const drains = new WeakMap<NestExpressApplication, ConnectionDrain>();

/** The drain's request tracking for `app`: the first middleware, before any other. */
export function trackConnections(app: NestExpressApplication): RequestHandler {
  const drain = new ConnectionDrain();
  drains.set(app, drain);
  return drain.track;
}

/**
 * How long the live connections stay open for the requests being answered when the stop came. A command
 * pushes its change through them as it commits; closed first, they lost the push of every command still
 * running, and a screen moved to another instance never heard of it.
 */
const ANSWERS_WAIT_MS = 3_000;

/**
 * Stops the app: no new connections, `Connection: close` on every answer still given, idle
 * keep-alive connections closed now; once the requests in flight are answered (or after
 * ANSWERS_WAIT_MS), the app's own shutdown (sockets, jobs); then waits for the last connections to end.
 */
export async function closeGracefully(app: NestExpressApplication): Promise<void> {
  const drain = drains.get(app);
  const drained = drain?.start(app.getHttpServer() as Server);
  await drain?.answered(ANSWERS_WAIT_MS);
  await app.close();
  await drained;
}
