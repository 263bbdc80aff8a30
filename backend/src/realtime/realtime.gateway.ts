import { Inject } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { RequestHandler } from 'express';
import type { Server, Socket } from 'socket.io';
import { SOCKET_COMMANDS, SOCKET_ROOMS, type ClientToServerEvents, type PublicUser, type ServerToClientEvents, type WatchAck } from '@dockflow/contracts';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { DisplayCredentials, displayToken, type DisplayDevice } from '../common/auth/display-device.js';
import { isAllowedOrigin } from '../common/http/origin.js';
import { AuthService } from '../modules/auth/auth.public.js';
import { SESSION_HANDLER } from './tokens.js';

interface SessionRequest {
  sessionID?: string;
  session?: { passport?: { user?: string } };
}

/** What the server keeps on a socket: its signed-in user, or the wall display it is, set once admitted. */
interface SocketData {
  user?: PublicUser;
  display?: DisplayDevice;
}

/** The typed Socket.IO server: a push whose payload is not the contracts' does not compile. */
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The Socket.IO endpoint. A socket is accepted only from an allowed Origin and with a signed-in
 * session cookie (the same express-session middleware as HTTP); it then joins the rooms it may read.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class RealtimeGateway implements OnGatewayInit {
  @WebSocketServer()
  server!: RealtimeServer;

  constructor(
    @Inject(SESSION_HANDLER) private readonly sessionHandler: RequestHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly displays: DisplayCredentials,
  ) {}

  afterInit(server: RealtimeServer): void {
    server.engine.use(this.sessionHandler);
    server.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (error: Error) => next(error),
      );
    });
  }

  private async admit(socket: RealtimeSocket): Promise<void> {
    if (!isAllowedOrigin(socket.handshake.headers, this.config.allowedOrigins)) {
      throw new Error('Forbidden origin');
    }
    const request = socket.request as unknown as SessionRequest;
    const token = displayToken(socket.handshake.headers.cookie);
    if (token) return this.admitDisplay(socket, token);
    const userId = request.session?.passport?.user;
    const user = userId ? await this.auth.findById(userId) : null;
    if (!user || !request.sessionID) throw new Error('Unauthorized');
    socket.data.user = user;
    const rooms = [SOCKET_ROOMS.operations, userRoom(user.id), sessionRoom(request.sessionID)];
    if (user.role === 'admin') rooms.push(SOCKET_ROOMS.admins);
    await socket.join(rooms);
  }

  /** A paired wall display joins only the displays' room and its own (the one its revocation closes). */
  private async admitDisplay(socket: RealtimeSocket, token: string): Promise<void> {
    const display = await this.displays.authenticate(token);
    socket.data.display = display;
    await socket.join([SOCKET_ROOMS.displays, SOCKET_ROOMS.display(display.id)]);
  }

  /** A screen showing one shipment (its page, a display tile) joins that shipment's room. */
  @SubscribeMessage(SOCKET_COMMANDS.watchShipment)
  async watchShipment(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() shipmentId: unknown): Promise<WatchAck> {
    if (!socket.data.user) return { ok: false, error: 'Unauthorized' };
    if (typeof shipmentId !== 'string' || !UUID.test(shipmentId)) return { ok: false, error: 'shipmentId must be a UUID' };
    await socket.join(SOCKET_ROOMS.shipment(shipmentId));
    return { ok: true };
  }

  @SubscribeMessage(SOCKET_COMMANDS.unwatchShipment)
  async unwatchShipment(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() shipmentId: unknown): Promise<WatchAck> {
    if (!socket.data.user) return { ok: false, error: 'Unauthorized' };
    if (typeof shipmentId !== 'string') return { ok: false, error: 'shipmentId must be a UUID' };
    await socket.leave(SOCKET_ROOMS.shipment(shipmentId));
    return { ok: true };
  }
}
