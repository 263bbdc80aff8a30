import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { reportOutages, trackedRedis } from '../common/redis-connection.js';
import { BoundedSessionAdapter } from './bounded-session-adapter.js';

/** How long a dropped client's rooms and missed packets are kept for it to resume. */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;
const CLOSE_WAIT_MS = 2_000;

/**
 * Socket.IO with connection-state recovery (without Redis, BoundedSessionAdapter keeps the pushes to
 * resume with), and, with REDIS_URL, the Redis Streams adapter: a push
 * made on one instance reaches clients on every instance, and packets published while Redis is
 * briefly down wait in the client's offline queue instead of being lost (docs/architecture.md §5.3).
 */
export class RealtimeAdapter extends IoAdapter {
  /** The adapter's connection and the duplicates it makes for its reads, dropped when the server closes. */
  private readonly connections: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string | undefined,
    private readonly keyPrefix: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const withRecovery: Partial<ServerOptions> = {
      ...options,
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
      // Without Redis: pushes kept in the instance's heap, as many as the Redis stream would keep.
      adapter: BoundedSessionAdapter,
    };
    const server = super.createIOServer(port, withRecovery as ServerOptions) as Server;
    if (this.redisUrl) {
      // A connection of its own: the adapter blocks on XREAD, and must queue (not drop) while Redis is away.
      const options = { maxRetriesPerRequest: null, connectionName: `${this.keyPrefix}realtime` };
      const redis = trackedRedis(this.redisUrl, options, (connection) => this.connections.push(connection));
      server.adapter(
        createAdapter(reportOutages(redis, 'RealtimeAdapter'), {
          streamName: `${this.keyPrefix}socket.io`,
          channelPrefix: `${this.keyPrefix}socket.io`,
          sessionKeyPrefix: `${this.keyPrefix}sio:session:`,
          onlyPlaintext: true,
        }),
      );
    }
    return server;
  }

  /**
   * Bounded: with Redis unreachable the adapter's queued commands would hold the close forever. Its
   * reading duplicate is dropped too: it would otherwise stay blocked in XREAD for up to 5 s.
   */
  override async close(server: Server): Promise<void> {
    await Promise.race([super.close(server), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    for (const connection of this.connections) connection.disconnect();
  }
}
