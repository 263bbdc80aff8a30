import type { Agent } from 'node:https';
import type { Stream } from 'node:stream';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import supertest from 'supertest';
import webPush from 'web-push';
import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/app.factory.js';
import { connectRedis } from '../../src/common/redis-connection.js';
import { loadConfig } from '../../src/config/env.js';
import { ormConfig } from '../../src/database/orm-config.js';
import { ENTITIES } from '../../src/entities.js';
import { createSessionMiddleware } from '../../src/modules/auth/auth.public.js';
import { webPushSettings } from '../../src/modules/notifications/notifications.public.js';
import { createTestDatabase } from './test-database.js';
import { TestClock } from './test-clock.js';

export interface TestApp {
  app: NestExpressApplication;
  /** This app's database and Redis namespace, for a second instance sharing them. */
  databaseUrl: string;
  redisKeyPrefix: string;
  orm: MikroORM;
  /** The app's clock (shared by a second instance): it starts at TEST_NOW; tests move it forward. */
  clock: TestClock;
  /** http://127.0.0.1:PORT of the listening app. */
  origin: string;
  /** Raw SQL against this file's database, to check what was stored. */
  sql<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A cookie-keeping client, like one browser. */
  agent(): ReturnType<typeof supertest.agent>;
  /** Forgets the sessions this instance has read, as once their trust window has passed (a test that edits session rows by hand). */
  forgetSessionReads(): void;
  close(): Promise<void>;
}

/**
 * The real app on a fresh PostgreSQL database, listening on a free port. With `shareWith`, a second
 * instance on the same database and Redis namespace, as when several servers run the site. With
 * `frontendDist`, the built app it serves comes from that folder instead of frontend/dist.
 */
/** One VAPID key pair for every test app of a file, as every instance of a site shares one. */
const TEST_VAPID_KEYS = webPush.generateVAPIDKeys();

export interface TestAppOptions {
  /** The built app served comes from this folder instead of frontend/dist. */
  frontendDist?: string;
  /** The agent Web Push is sent through: one trusting a test's local push receiver. */
  pushAgent?: Agent;
}

export async function startTestApp(env: Record<string, string> = {}, shareWith?: TestApp, { frontendDist, pushAgent }: TestAppOptions = {}): Promise<TestApp> {
  const database = shareWith ? { url: shareWith.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  const orm = await MikroORM.init(ormConfig(database.url, ENTITIES, 5));
  const pool = new pg.Pool({ connectionString: database.url, max: 3 });
  // pool.end() resolves while its connections are still closing; dropping the database (with force)
  // then terminates them, which the pool reports as an error with no one left to hear it.
  pool.on('error', () => undefined);
  // Each test app gets its own Redis namespace, so files sharing the CI's Redis never see each other's keys.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    // Every test signs its accounts up from one address.
    REGISTRATIONS_PER_HOUR: '100000',
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_KEY_PREFIX: shareWith?.redisKeyPrefix ?? `dockflow-test-${randomBytes(4).toString('hex')}:`,
    ...env,
  });
  const session = createSessionMiddleware({
    pool,
    secret: 'test-secret-'.padEnd(40, 'x'),
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : null;
  const clock = shareWith?.clock ?? new TestClock();
  const pushSettings = webPushSettings(config, TEST_VAPID_KEYS, pushAgent);
  const app = await createApp({ config, orm, session, redis, clock, webPush: pushSettings }, frontendDist);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    databaseUrl: database.url,
    redisKeyPrefix: config.redisKeyPrefix,
    orm,
    clock,
    origin,
    sql: async (text, params) => (await pool.query(text, params)).rows,
    agent: () => supertest.agent(origin),
    forgetSessionReads: () => session.reads.clear(),
    async close() {
      await app.close();
      session.store.close();
      redis?.disconnect();
      await pool.end();
      await orm.close();
      await database.drop();
    },
  };
}

export interface Account {
  id: string;
  username: string;
  password: string;
  cookie: string;
}

/** Registers an account through the API and returns its session cookie. */
export async function register(test: TestApp, username: string, password = 'secret-pass'): Promise<Account> {
  const response = await supertest(test.origin)
    .post('/api/register')
    .send({ username, password, firstName: username, lastName: 'Tester' })
    .expect(201);
  return { id: response.body.id as string, username, password, cookie: sessionCookie(response.headers['set-cookie']) };
}

/** Registers an account and gives it a role directly in the database (user management arrives later). */
export async function registerWithRole(test: TestApp, username: string, role: 'admin' | 'operator' | 'viewer'): Promise<Account> {
  const account = await register(test, username);
  await test.sql('update users set role = $1 where username = $2', [role, username]);
  return account;
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = [setCookie ?? []].flat();
  const session = cookies.find((cookie) => cookie.startsWith('dockflow.sid='));
  if (!session) throw new Error('No session cookie was set');
  return session.split(';')[0]!;
}

/** A Socket.IO client as a signed-in browser tab (or a signed-out one without a cookie). */
export function connectSocket(test: TestApp, cookie?: string, origin = test.origin, options: Partial<ManagerOptions & SocketOptions> = {}): Socket {
  return io(test.origin, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { ...(cookie ? { cookie } : {}), origin },
    ...options,
  });
}

/** Resolves with the reason once the server closes `socket`; rejects if it is still open after `timeoutMs`. */
export function closedByServer(socket: Socket, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The socket was still open after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export function waitForConnect(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** The next `event` whose payload matches `accept` (any payload by default). */
export function nextEvent<T>(socket: Socket, event: string, accept: (payload: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`No matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener);
  });
}

/** A supertest parser that keeps a downloaded file's body as one Buffer: `.buffer(true).parse(fileBody)`. */
export function fileBody(response: Stream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
