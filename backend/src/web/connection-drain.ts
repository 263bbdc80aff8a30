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

  readonly track: RequestHandler = (_request, response, next) => {
    if (this.draining) lastOnConnection(response);
    else {
      this.inFlight.add(response);
      response.once('close', () => this.inFlight.delete(response));
    }
    next();
  };

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

/** Registers the drain's request tracking; call first, before any other middleware. */
export function trackConnections(app: NestExpressApplication): void {
  const drain = new ConnectionDrain();
  drains.set(app, drain);
  app.use(drain.track);
}

/**
 * Stops the app: no new connections, `Connection: close` on every answer still given, idle
 * keep-alive connections closed now; then the app's own shutdown (sockets, jobs), then waits for
 * the last answers to be sent.
 */
export async function closeGracefully(app: NestExpressApplication): Promise<void> {
  const drained = drains.get(app)?.start(app.getHttpServer() as Server);
  await app.close();
  await drained;
}
