// Issue 6: on SIGTERM an instance stops taking work, closes its sockets so clients move on, and exits within 10 s.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import pg from 'pg';
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

/** One HTTP/1.1 request on `agent`; resolves with the status and the Connection header, rejects when the connection is refused or cut. */
function send(agent, url, cookie, method, path, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      `${url}${path}`,
      { method, agent, headers: { cookie, origin: url, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

test('SIGTERM under 16 keep-alive clients: answers in flight close their connection, exit 0 well within 10 s, nothing half-written', async () => {
  const app = await startApp();
  try {
    const register = await fetch(`${app.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'keepalive-admin', password: 'secret-pass' }),
    });
    assert.equal(register.status, 201);
    const cookie = register.headers.get('set-cookie').split(';')[0];
    // A door holds one container, so the clients keep editing the notes of one checked-in shipment: each edit is a command with its event.
    const created = await fetch(`${app.url}/api/shipments`, {
      method: 'POST',
      headers: { cookie, origin: app.url, 'content-type': 'application/json' },
      body: JSON.stringify({ tmpNumber: 'TMP-KA', containerDoor: '1A', dockLocation: 'Dock A' }),
    });
    assert.equal(created.status, 201);
    const shipment = await created.json();
    const accepted = [];
    const afterSignal = [];
    let signalled = false;
    const clients = Array.from({ length: 16 }, async (_, client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let attempt = 0; ; attempt++) {
          const notes = `KA-${client}-${attempt}`;
          const wasSignalled = signalled;
          let answer;
          try {
            answer = await send(agent, app.url, cookie, 'PUT', `/api/shipments/${shipment.id}`, { notes });
          } catch {
            return; // refused or cut: the instance has stopped taking work
          }
          if (answer.status === 200) accepted.push(notes);
          if (wasSignalled) afterSignal.push(answer);
        }
      } finally {
        agent.destroy();
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    signalled = true;
    const started = Date.now();
    const exitCode = await app.terminate();
    const elapsed = Date.now() - started;
    await Promise.all(clients);

    assert.equal(exitCode, 0, 'a graceful stop exits with 0');
    assert.ok(elapsed < 5_000, `stopped in ${elapsed} ms`);
    assert.ok(accepted.length > 16, `the clients were busy (${accepted.length} edits)`);
    assert.ok(afterSignal.length <= 32, `at most about one more answer per client after SIGTERM (${afterSignal.length})`);
    for (const answer of afterSignal) assert.equal(answer.connection, 'close', 'answers after SIGTERM close their connection');

    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      const edits = await client.query("select payload as details from domain_events where shipment_id = $1 and type = 'ShipmentDetailsEdited'", [shipment.id]);
      const edited = new Set(edits.rows.map((row) => row.details.changes.notes?.to));
      for (const notes of accepted) assert.ok(edited.has(notes), `the edit to ${notes} was answered 200 and has its event`);
    } finally {
      await client.end();
    }
  } finally {
    await app.stop();
  }
});
