import type { Socket } from 'socket.io-client';
import supertest from 'supertest';
import { SOCKET_COMMANDS } from '@dockflow/contracts';
import { closedByServer, connectSocket, register, startTestApp, waitForConnect, type TestApp } from './support/test-app.js';

/** A session's sockets end with it, however it ends: here by expiry, which no sign-out announces. */
describe('sockets of an expired session', () => {
  let checking: TestApp;
  let quiet: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    checking = await startTestApp({ SOCKET_SESSION_CHECK_SECONDS: '1' });
    // Same database, a check too rare to matter: only the socket's own message can close it.
    quiet = await startTestApp({ SOCKET_SESSION_CHECK_SECONDS: '3600' }, checking);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await quiet.close();
    await checking.close();
  });

  async function openSocket(test: TestApp, username: string) {
    const account = await register(checking, username);
    const socket = connectSocket(test, account.cookie);
    sockets.push(socket);
    await waitForConnect(socket);
    return { account, socket };
  }

  it('closes the socket within the check interval once the session is idle past its expiry', async () => {
    const { account, socket } = await openSocket(checking, 'idle-socket');
    await checking.sql(`update sessions set expire = now() - interval '1 minute' where sess -> 'passport' ->> 'user' = $1`, [account.id]);
    checking.forgetSessionReads();
    await supertest(checking.origin).get('/api/auth/user').set('cookie', account.cookie).expect(401);
    expect(await closedByServer(socket, 3000)).toBe('io server disconnect');
  });

  it('closes the socket past the absolute lifetime', async () => {
    const { account, socket } = await openSocket(checking, 'old-socket');
    await checking.sql(`update sessions set sess = jsonb_set(sess::jsonb, '{signedInAt}', '0')::json where sess -> 'passport' ->> 'user' = $1`, [account.id]);
    expect(await closedByServer(socket, 3000)).toBe('io server disconnect');
  });

  it('closes the socket at its next message when the session has expired', async () => {
    const { account, socket } = await openSocket(quiet, 'chatty-socket');
    await checking.sql(`update sessions set expire = now() - interval '1 minute' where sess -> 'passport' ->> 'user' = $1`, [account.id]);
    const closed = closedByServer(socket, 1000);
    socket.emit(SOCKET_COMMANDS.watchShipment, '00000000-0000-4000-8000-000000000000');
    expect(await closed).toBe('io server disconnect');
  });

  it('closes the socket at once when someone signs in over its session (a shared screen)', async () => {
    const { account, socket } = await openSocket(quiet, 'replaced-socket');
    await register(checking, 'replacing-person');
    const closed = closedByServer(socket, 1000);
    await supertest(quiet.origin)
      .post('/api/login')
      .set('cookie', account.cookie)
      .set('origin', quiet.origin)
      .send({ username: 'replacing-person', password: 'secret-pass' })
      .expect(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('keeps the socket of a live session open', async () => {
    const { socket } = await openSocket(checking, 'live-socket');
    await expect(closedByServer(socket, 2500)).rejects.toThrow('still open');
    const ack = await socket.emitWithAck(SOCKET_COMMANDS.watchShipment, '00000000-0000-4000-8000-000000000000');
    expect(ack).toEqual({ ok: true });
  });
});
