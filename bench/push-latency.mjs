// Push latency across two instances (issues 6 and 17): N Socket.IO clients split over two app
// instances sharing PostgreSQL and Redis; an operator edits a shipment on instance A, and for each
// command the time from sending it to the moment the LAST client received its push. p50/p99 are over
// commands. Beside it, the same figure for a bare Socket.IO broadcast through the same Redis Streams
// adapter (from the emit call to the last client) of the same packet: the bare broadcast runs second and
// sends what the app's clients received (a shipment.changed payload, about 680 bytes), so that the
// two differ only by the app's own work, as the API's bare server answers the same JSON. The clients live in child processes
// (bench/lib/push-clients.mjs), so that one event loop parsing 1,000 packets is not what is measured;
// the bare row shows what the driver and the machine cost on their own.
//
//   npm run build && REDIS_URL=redis://127.0.0.1:6379 DATABASE_URL=postgres://... node bench/push-latency.mjs [clients=1000] [pushes=100] [client processes=2]
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { freePort, startApp } from '../e2e/support.mjs';

const CLIENTS = Number(process.argv[2] ?? 1000);
// p99 (nearest rank) over 30 pushes is their maximum; over 100, the second highest.
const PUSHES = Number(process.argv[3] ?? 100);
const CLIENT_PROCESSES = Number(process.argv[4] ?? 2);
/** Unmeasured pushes first on each side: the first ones pay for compiling the code paths. */
const WARM_UP = 20;
const TARGET_P99_MS = 100;
const TARGET_RATIO = 1.5;
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) {
  console.error('push-latency needs REDIS_URL (pushes between instances go through Redis)');
  process.exit(2);
}

const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
/** Nearest rank: the smallest value with at least p % of the values at or below it. */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** `CLIENTS` clients over `urls`, in `CLIENT_PROCESSES` children; `lastArrival(key)` resolves with when the last one got push `key`. */
async function connectClients(urls, cookie, event) {
  const children = [];
  const pending = new Map(); // key -> { waiting children, latest arrival, resolve }
  let sample; // the first push's payload, as a client received it
  for (let index = 0, first = 0; index < CLIENT_PROCESSES; index++) {
    const count = Math.floor(CLIENTS / CLIENT_PROCESSES) + (index < CLIENTS % CLIENT_PROCESSES ? 1 : 0);
    const child = fork(fileURLToPath(new URL('lib/push-clients.mjs', import.meta.url)));
    children.push(child);
    child.on('message', (message) => {
      sample ??= message.payload;
      const waiting = pending.get(message.key);
      if (!waiting) return;
      waiting.latest = Math.max(waiting.latest, message.lastAt);
      if (--waiting.children === 0) waiting.resolve(waiting.latest);
    });
    child.send({ urls, count, first, cookie, event });
    first += count;
  }
  const close = () => children.forEach((child) => child.connected && child.send('close'));
  try {
    await Promise.all(children.map((child) => new Promise((resolve, reject) => {
      child.once('message', (message) => (message.ready ? resolve() : reject(new Error(`clients did not connect: ${message.error}`))));
      child.once('exit', (code) => reject(new Error(`a client process exited with ${code}`)));
    })));
  } catch (error) {
    close();
    throw error;
  }
  return {
    /** Call before the push is sent: the children answer as soon as their last client has it. */
    lastArrival(key, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`push ${key} did not reach all ${CLIENTS} clients within ${timeoutMs} ms`)), timeoutMs);
        pending.set(key, { children: CLIENT_PROCESSES, latest: 0, resolve: (at) => (clearTimeout(timer), pending.delete(key), resolve(at)) });
      });
    },
    close,
    /** A push as the clients received it. */
    sample: () => sample,
  };
}

async function measureApp() {
  const prefix = `bench-${Date.now()}:`;
  const a = await startApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
  const b = await startApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix, DATABASE_URL: a.databaseUrl });
  let clients;
  try {
    const register = await fetch(`${a.url}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench-admin', password: 'secret-pass' }) });
    const cookie = register.headers.get('set-cookie').split(';')[0];
    clients = await connectClients([a.url, b.url], cookie, 'shipment.changed');
    const headers = { 'content-type': 'application/json', cookie, origin: a.url };
    // One container at one door (a door holds one active container); each push is an edit of its notes.
    const checkIn = await fetch(`${a.url}/api/shipments`, { method: 'POST', headers, body: JSON.stringify({ tmpNumber: 'TMP-BENCH', containerDoor: '1A', dockLocation: 'Dock A' }) });
    if (checkIn.status !== 201) throw new Error(`check-in answered ${checkIn.status}`);
    const { id } = await checkIn.json();
    const fromCommand = [];
    const fromAnswer = [];
    const answering = [];
    for (let push = -WARM_UP; push < PUSHES; push++) {
      const key = `bench push ${push}`;
      const arrival = clients.lastArrival(key);
      const sentAt = monotonicMs();
      const response = await fetch(`${a.url}/api/shipments/${id}`, { method: 'PUT', headers, body: JSON.stringify({ notes: key }) });
      const answeredAt = monotonicMs();
      if (response.status !== 200) throw new Error(`edit answered ${response.status}`);
      await response.arrayBuffer();
      const lastAt = await arrival;
      if (push < 0) continue;
      fromCommand.push(lastAt - sentAt);
      fromAnswer.push(Math.max(0, lastAt - answeredAt));
      answering.push(answeredAt - sentAt);
    }
    return { fromCommand, fromAnswer, answering, payload: clients.sample() };
  } finally {
    clients?.close();
    await b.stop();
    await a.stop();
  }
}

async function measureBare(payload) {
  const prefix = `bench-bare-${Date.now()}:`;
  const servers = [];
  const urls = [];
  for (let index = 0; index < 2; index++) {
    const http = createServer();
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const server = new Server(http, { adapter: createAdapter(redis, { streamName: `${prefix}socket.io`, channelPrefix: `${prefix}socket.io`, onlyPlaintext: true }) });
    const port = await freePort();
    await new Promise((resolve) => http.listen(port, '127.0.0.1', resolve));
    servers.push({ http, redis, server });
    urls.push(`http://127.0.0.1:${port}`);
  }
  let clients;
  try {
    clients = await connectClients(urls, null, 'bare');
    const latencies = [];
    for (let push = -WARM_UP; push < PUSHES; push++) {
      const key = `bare-${push}`;
      const arrival = clients.lastArrival(key);
      const sentAt = monotonicMs();
      servers[0].server.emit('bare', { ...payload, key });
      const lastAt = await arrival;
      if (push >= 0) latencies.push(lastAt - sentAt);
    }
    return latencies;
  } finally {
    clients?.close();
    for (const { server, redis } of servers) {
      await new Promise((resolve) => server.close(resolve));
      redis.disconnect();
    }
  }
}

const loadBefore = loadavg()[0];
const app = await measureApp();
const bare = await measureBare(app.payload);
const ms = (value) => value.toFixed(1).padStart(8);
const row = (name, values, target = '', met = '') => `${name.padEnd(44)} ${ms(percentile(values, 50))} ${ms(percentile(values, 99))}  ${target.padEnd(22)} ${met}`;
const appP99 = percentile(app.fromCommand, 99);
const ratio = appP99 / Math.max(0.1, percentile(bare, 99));
console.log(`\nPush latency, ${CLIENTS} clients over 2 instances (clients in ${CLIENT_PROCESSES} processes), ${PUSHES} pushes after ${WARM_UP} unmeasured`);
console.log(`per push: ms until the LAST client had it; p50 / p99 over pushes; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`);
console.log(`${''.padEnd(44)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  ${'target'.padEnd(22)} met`);
console.log(row('bare broadcast via Redis, emit -> last', bare));
console.log(row('DockFlow, command sent -> last client', app.fromCommand, `p99 < ${TARGET_P99_MS}`, appP99 < TARGET_P99_MS ? 'PASS' : 'FAIL'));
console.log(row('DockFlow, command answered -> last client', app.fromAnswer, '(context)'));
console.log(row('DockFlow, command sent -> answered', app.answering, '(context)'));
console.log(`${'ratio p99 (command sent -> last / bare)'.padEnd(44)} ${''.padStart(8)} ${ratio.toFixed(2).padStart(8)}  ${`<= ${TARGET_RATIO}`.padEnd(22)} ${ratio <= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
process.exit(appP99 < TARGET_P99_MS && ratio <= TARGET_RATIO ? 0 : 1);
