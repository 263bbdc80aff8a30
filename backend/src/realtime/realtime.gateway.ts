import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { RequestHandler } from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Server, Socket } from 'socket.io';
import { DISPLAY_HANDSHAKE_AUTH, SOCKET_COMMANDS, SOCKET_ROOMS, type ClientToServerEvents, type PublicUser, type ServerToClientEvents, type WatchAck } from '@dockflow/contracts';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { DisplayCredentials, displayToken, type DisplayDevice } from '../common/auth/display-device.js';
import { isAllowedOrigin, originPolicy } from '../common/http/origin.js';
import { AuthService, SessionReadCache, SessionRegistry, SignedInUserCache } from '../modules/auth/auth.public.js';
import { SESSION_HANDLER } from './tokens.js';

interface SessionRequest {
  sessionID?: string;
  session?: { passport?: { user?: string } };
}

/** What the server keeps on a socket: its signed-in user, or the wall display it is, set once admitted. */
interface SocketData {
  user?: PublicUser;
  sessionId?: string;
  display?: DisplayDevice;
}

/** The typed Socket.IO server: a push whose payload is not the contracts' does not compile. */
/** Between instances (through the Redis adapter): an account changed, so its cached user is forgotten. */
export const USER_CHANGED_SIGNAL = 'signed-in-user.changed';
/** Between instances: a session ended, so a kept read of it is forgotten. */
const SESSION_ENDED_SIGNAL = 'session.ended';
/** Between instances: a user's sessions were ended (all but one, when one is named). */
const USER_SESSIONS_ENDED_SIGNAL = 'user-sessions.ended';
interface InterServerEvents {
  [USER_CHANGED_SIGNAL]: (userId: string) => void;
  [SESSION_ENDED_SIGNAL]: (sessionId: string) => void;
  [USER_SESSIONS_ENDED_SIGNAL]: (userId: string, keptSessionId: string | null) => void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Messages one socket may send per window: the client sends one watch and one unwatch per shipment
 * page it opens, so this is generous; a socket over it is closed. Each message costs a session check
 * (a query), and a burst of 25,000 tiny packets (0.5 MB) ran an instance out of heap (docs/reliability.md).
 */
const MESSAGES_PER_WINDOW = 60;
const MESSAGE_WINDOW_SECONDS = 10;
/** Shipments one socket may watch at once: a screen shows one shipment's page. */
const MAX_WATCHED = 20;

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Joins `rooms`. A recovered connection (Socket.IO's connection-state recovery) comes back with the rooms of
 * the session it resumes, before this runs: the person may since have lost a role, or be another person
 * signed in on the same screen; what it held beyond `rooms` is left, but the shipments it watched
 * (`keeps`), which anyone signed in may watch.
 */
async function joinOnly(socket: RealtimeSocket, rooms: string[], keeps: (room: string) => boolean = () => false): Promise<void> {
  if (socket.recovered) {
    for (const room of [...socket.rooms]) if (room !== socket.id && !rooms.includes(room) && !keeps(room)) await socket.leave(room);
  }
  await socket.join(rooms);
}

/**
 * The Socket.IO endpoint. A socket is accepted only from an allowed Origin and with a signed-in
 * session cookie (the same express-session middleware as HTTP); it then joins the rooms it may read.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class RealtimeGateway implements OnGatewayInit, OnModuleDestroy {
  @WebSocketServer()
  server!: RealtimeServer;

  private readonly logger = new Logger('Realtime');
  private readonly messages = new RateLimiterMemory({ keyPrefix: 'socket-messages', points: MESSAGES_PER_WINDOW, duration: MESSAGE_WINDOW_SECONDS });
  private sessionCheck: NodeJS.Timeout | undefined;
  /** The check under way, awaited at shutdown so that no query outlives the database pool. */
  private checking: Promise<void> = Promise.resolve();

  constructor(
    @Inject(SESSION_HANDLER) private readonly sessionHandler: RequestHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly sessions: SessionRegistry,
    private readonly displays: DisplayCredentials,
    private readonly signedInUsers: SignedInUserCache,
    private readonly sessionReads: SessionReadCache,
  ) {}

  afterInit(server: RealtimeServer): void {
    server.engine.use(this.sessionHandler);
    server.on(USER_CHANGED_SIGNAL, (userId) => this.signedInUsers.forget(userId));
    server.on(SESSION_ENDED_SIGNAL, (sessionId) => this.sessionReads.forget(sessionId));
    server.on(USER_SESSIONS_ENDED_SIGNAL, (userId, keptSessionId) => this.sessionReads.forgetUser(userId, keptSessionId));
    this.sessionReads.onDestroyed((sessionId) => this.toOtherInstances(SESSION_ENDED_SIGNAL, sessionId));
    server.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (error: Error) => next(error),
      );
    });
    this.sessionCheck = setInterval(() => {
      this.checking = this.closeEndedSessions().catch((error: unknown) =>
        this.logger.warn(`Socket session check failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, this.config.socketSessionCheckSeconds * 1000);
    this.sessionCheck.unref();
  }

  /** Forgets a changed account's cached user here and, with Redis, on every other instance. */
  forgetSignedInUser(userId: string): void {
    this.signedInUsers.forget(userId);
    this.toOtherInstances(USER_CHANGED_SIGNAL, userId);
  }

  /** Forgets the kept reads of a user's ended sessions here and on every other instance. */
  forgetSessionsOfUser(userId: string, keptSessionId: string | null): void {
    this.sessionReads.forgetUser(userId, keptSessionId);
    this.toOtherInstances(USER_SESSIONS_ENDED_SIGNAL, userId, keptSessionId);
  }

  private toOtherInstances<Signal extends keyof InterServerEvents>(signal: Signal, ...args: Parameters<InterServerEvents[Signal]>): void {
    // The in-memory adapter (one instance, no REDIS_URL) has no other instance to tell.
    if (this.config.redisUrl) this.server.serverSideEmit(signal, ...args);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sessionCheck);
    await this.checking;
  }

  /**
   * A session can end without a sign-out (idle or absolute expiry): its sockets on this instance are
   * closed on this timer, as on their next message (see admit).
   */
  private async closeEndedSessions(): Promise<void> {
    const sockets = [...this.server.of('/').sockets.values()].filter((socket) => socket.data.sessionId);
    const live = await this.sessions.liveSessions([...new Set(sockets.map((socket) => socket.data.sessionId!))]);
    for (const socket of sockets) if (!live.has(socket.data.sessionId!)) socket.disconnect(true);
  }

  private async admit(socket: RealtimeSocket): Promise<void> {
    if (!isAllowedOrigin(socket.request, originPolicy(this.config))) {
      throw new Error('Forbidden origin');
    }
    this.limitMessages(socket);
    const request = socket.request as unknown as SessionRequest;
    const token = displayToken(socket.handshake.headers.cookie);
    const userId = request.session?.passport?.user;
    // A browser can hold both (an admin who opened a pairing link): its /display page says which it is.
    if (token && (!userId || socket.handshake.auth?.display === DISPLAY_HANDSHAKE_AUTH.display)) return this.admitDisplay(socket, token);
    const user = userId ? await this.auth.findById(userId) : null;
    if (!user || !request.sessionID) throw new Error('Unauthorized');
    const sessionId = request.sessionID;
    socket.data.user = user;
    socket.data.sessionId = sessionId;
    // Every client message first checks that the session still stands; an ended one closes the socket.
    // Messages that arrive while a check is under way share it.
    let checking: Promise<Set<string>> | undefined;
    socket.use((_packet, next) => {
      checking ??= this.sessions.liveSessions([sessionId]).finally(() => (checking = undefined));
      checking.then(
        (live) => (live.size > 0 ? next() : socket.disconnect(true)),
        (error: Error) => next(error),
      );
    });
    const rooms = [SOCKET_ROOMS.operations, userRoom(user.id), sessionRoom(request.sessionID)];
    if (user.role === 'admin') rooms.push(SOCKET_ROOMS.admins);
    await joinOnly(socket, rooms, (room) => room.startsWith(SOCKET_ROOMS.shipment('')));
  }

  /** Closes a socket that sends more than MESSAGES_PER_WINDOW messages in a window, before any other work. */
  private limitMessages(socket: RealtimeSocket): void {
    socket.use((_packet, next) => {
      this.messages.consume(socket.id).then(
        () => next(),
        () => {
          if (!socket.connected) return;
          this.logger.warn(`Socket of ${socket.data.user?.username ?? 'a display'} closed: more than ${MESSAGES_PER_WINDOW} messages in ${MESSAGE_WINDOW_SECONDS} s`);
          socket.disconnect(true);
        },
      );
    });
  }

  /** A paired wall display joins only the displays' room and its own (the one its revocation closes). */
  private async admitDisplay(socket: RealtimeSocket, token: string): Promise<void> {
    const display = await this.displays.authenticate(token);
    socket.data.display = display;
    await joinOnly(socket, [SOCKET_ROOMS.displays, SOCKET_ROOMS.display(display.id)]);
  }

  /** A screen showing one shipment (its page, a display tile) joins that shipment's room. */
  @SubscribeMessage(SOCKET_COMMANDS.watchShipment)
  async watchShipment(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() shipmentId: unknown): Promise<WatchAck> {
    if (!socket.data.user) return { ok: false, error: 'Unauthorized' };
    if (typeof shipmentId !== 'string' || !UUID.test(shipmentId)) return { ok: false, error: 'shipmentId must be a UUID' };
    const room = SOCKET_ROOMS.shipment(shipmentId);
    // Counted from the socket's rooms, which a recovered connection gets back with it.
    const watched = [...socket.rooms].filter((joined) => joined.startsWith(SOCKET_ROOMS.shipment(''))).length;
    if (!socket.rooms.has(room) && watched >= MAX_WATCHED) return { ok: false, error: `At most ${MAX_WATCHED} shipments can be watched at once` };
    await socket.join(room);
    return { ok: true };
  }

  @SubscribeMessage(SOCKET_COMMANDS.unwatchShipment)
  async unwatchShipment(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() shipmentId: unknown): Promise<WatchAck> {
    if (!socket.data.user) return { ok: false, error: 'Unauthorized' };
    if (typeof shipmentId !== 'string' || !UUID.test(shipmentId)) return { ok: false, error: 'shipmentId must be a UUID' };
    await socket.leave(SOCKET_ROOMS.shipment(shipmentId));
    return { ok: true };
  }
}
