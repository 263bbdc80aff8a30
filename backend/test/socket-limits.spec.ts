import type { Socket } from 'socket.io-client';
import supertest from 'supertest';
import { SOCKET_COMMANDS } from '@dockflow/contracts';
import { closedByServer, connectSocket, register, startTestApp, waitForConnect, type TestApp } from './support/test-app.js';

/** What one signed-in socket may ask of an instance (docs/reliability.md, "Hostile input and hard stops"). */
describe('a socket that sends too much', () => {
  let test: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await test.close();
  });

  async function openSocket(username: string) {
    const account = await register(test, username);
    const socket = connectSocket(test, account.cookie);
    sockets.push(socket);
    await waitForConnect(socket);
    return { account, socket };
  }

  it('is closed after a burst of messages, and the instance answers others all along', async () => {
    const { account, socket } = await openSocket('flooding-socket');
    const closed = closedByServer(socket, 5000);
    // Each message costs a session check: 25,000 of them (0.5 MB) ran an instance out of heap.
    for (let index = 0; index < 25_000; index++) socket.emit('no-such-event' as never, index);
    expect(await closed).toBe('io server disconnect');
    const started = performance.now();
    await supertest(test.origin).get('/api/auth/user').set('cookie', account.cookie).expect(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('keeps a socket that watches and unwatches shipments at a screen’s pace', async () => {
    const { socket } = await openSocket('paced-socket');
    for (let index = 0; index < 10; index++) {
      const shipmentId = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
      expect(await socket.emitWithAck(SOCKET_COMMANDS.watchShipment, shipmentId)).toEqual({ ok: true });
      expect(await socket.emitWithAck(SOCKET_COMMANDS.unwatchShipment, shipmentId)).toEqual({ ok: true });
    }
    expect(socket.connected).toBe(true);
  });

  it('watches at most 20 shipments at once', async () => {
    const { socket } = await openSocket('watching-socket');
    const id = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    for (let index = 0; index < 20; index++) expect(await socket.emitWithAck(SOCKET_COMMANDS.watchShipment, id(index))).toEqual({ ok: true });
    expect(await socket.emitWithAck(SOCKET_COMMANDS.watchShipment, id(20))).toEqual({ ok: false, error: 'At most 20 shipments can be watched at once' });
    expect(await socket.emitWithAck(SOCKET_COMMANDS.watchShipment, id(3))).toEqual({ ok: true }); // already watched
    expect(await socket.emitWithAck(SOCKET_COMMANDS.unwatchShipment, id(3))).toEqual({ ok: true });
    expect(await socket.emitWithAck(SOCKET_COMMANDS.watchShipment, id(20))).toEqual({ ok: true });
  });
});
