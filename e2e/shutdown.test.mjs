// Issue 6: on SIGTERM an instance stops taking work, closes its sockets so clients move on, and exits within 10 s.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { io } from 'socket.io-client';
import { startApp } from './support.mjs';

test('SIGTERM closes sockets and exits within 10 s', async () => {
  const app = await startApp();
  try {
    const register = await fetch(`${app.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'shutdown-admin', password: 'secret-pass' }),
    });
    assert.equal(register.status, 201);
    const cookie = register.headers.get('set-cookie').split(';')[0];
    const socket = io(app.url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie, origin: app.url } });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    const exitCode = await app.terminate();
    const elapsed = Date.now() - started;
    assert.equal(exitCode, 0, 'a graceful stop exits with 0');
    assert.ok(elapsed < 10_000, `stopped in ${elapsed} ms`);
    assert.ok(await disconnected, 'the socket was closed by the server');
    socket.close();
  } finally {
    await app.stop();
  }
});
