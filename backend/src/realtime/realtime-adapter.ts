import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import type { Namespace, Server, ServerOptions } from 'socket.io';
import type { Adapter } from 'socket.io-adapter';
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
  /** Pushes handed to Redis and not yet taken (trackPublishing). */
  private readonly publishing = new Set<Promise<unknown>>();

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
      const streams = createAdapter(reportOutages(redis, 'RealtimeAdapter'), {
        streamName: `${this.keyPrefix}socket.io`,
        channelPrefix: `${this.keyPrefix}socket.io`,
        sessionKeyPrefix: `${this.keyPrefix}sio:session:`,
        onlyPlaintext: true,
      });
      const track = (adapter: Adapter) => this.trackPublishing(adapter);
      // A function, not an arrow: Socket.IO calls it with `new`.
      server.adapter(function trackedStreams(namespace: Namespace) {
        return track(streams(namespace));
      });
    }
    return server;
  }

  /**
   * The Redis adapter sends a push to this instance's own clients too only once Redis has taken it (the
   * stream's offset is what a dropped client resumes from). The pushes still on their way are kept here,
   * so the close lets them reach the clients before it closes their connections.
   */
  private trackPublishing(adapter: Adapter): Adapter {
    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = (packet, options) => {
      const published: unknown = broadcast(packet, options);
      if (!(published instanceof Promise)) return;
      this.publishing.add(published);
      const settled = () => void this.publishing.delete(published);
      published.then(settled, settled);
    };
    return adapter;
  }

  /**
   * Pushes on their way first, then the server. Bounded: with Redis unreachable the adapter's queued
   * commands would hold the close forever. Its reading duplicate is dropped too: it would otherwise stay
   * blocked in XREAD for up to 5 s.
   */
  override async close(server: Server): Promise<void> {
    const waited = (work: Promise<unknown>) => Promise.race([work, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    await waited(Promise.allSettled(this.publishing));
    await waited(super.close(server));
    for (const connection of this.connections) connection.disconnect();
  }
}
