// Push latency across two instances (issue 6): N Socket.IO clients split over two app instances
// sharing PostgreSQL and Redis; an operator records shipments on instance A; for each push, the time
// from the command's HTTP response to each client's receipt. Printed beside the same figures for a
// bare Socket.IO broadcast through the same Redis Streams adapter: the ratio is the figure.
//
//   npm run build && REDIS_URL=redis://127.0.0.1:6379 DATABASE_URL=postgres://... node bench/push-latency.mjs [clients] [pushes]
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { freePort, startApp } from '../e2e/support.mjs';

const CLIENTS = Number(process.argv[2] ?? 200);
const PUSHES = Number(process.argv[3] ?? 30);
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) {
  console.error('push-latency needs REDIS_URL (pushes between instances go through Redis)');
  process.exit(2);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function connectAll(urls, count, options, event, keyOf) {
  const sockets = [];
  for (let index = 0; index < count; index++) {
    const url = urls[index % urls.length];
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, ...options(url) });
    sockets.push(socket);
  }
  await Promise.all(sockets.map((socket) => new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  })));
  const arrivals = new Map();
  for (const socket of sockets) {
    socket.on(event, (payload) => {
      const key = keyOf(payload);
      if (!arrivals.has(key)) arrivals.set(key, []);
      arrivals.get(key).push(performance.now());
    });
  }
  return { sockets, arrivals };
}

async function waitForArrivals(arrivals, key, count, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while ((arrivals.get(key)?.length ?? 0) < count) {
    if (Date.now() > deadline) throw new Error(`only ${arrivals.get(key)?.length ?? 0} of ${count} clients got push ${key}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return arrivals.get(key);
}

async function measureApp() {
  const prefix = `bench-${Date.now()}:`;
  const a = await startApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
  const b = await startApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix, DATABASE_URL: a.databaseUrl });
  try {
    const register = await fetch(`${a.url}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench-admin', password: 'secret-pass' }) });
    const cookie = register.headers.get('set-cookie').split(';')[0];
    const { sockets, arrivals } = await connectAll([a.url, b.url], CLIENTS, (url) => ({ extraHeaders: { cookie, origin: url } }), 'shipment.changed', (payload) => payload.shipment.notes);
    const headers = { 'content-type': 'application/json', cookie, origin: a.url };
    // One container at one door (a door holds one active container); each push is an edit of its notes.
    const checkIn = await fetch(`${a.url}/api/shipments`, { method: 'POST', headers, body: JSON.stringify({ tmpNumber: 'TMP-BENCH', containerDoor: '1A', dockLocation: 'Dock A' }) });
    if (checkIn.status !== 201) throw new Error(`check-in answered ${checkIn.status}`);
    const { id } = await checkIn.json();
    const latencies = [];
    for (let push = 0; push < PUSHES; push++) {
      const key = `bench push ${push}`;
      const response = await fetch(`${a.url}/api/shipments/${id}`, { method: 'PUT', headers, body: JSON.stringify({ notes: key }) });
      const answeredAt = performance.now();
      if (response.status !== 200) throw new Error(`edit answered ${response.status}`);
      for (const at of await waitForArrivals(arrivals, key, CLIENTS)) latencies.push(Math.max(0, at - answeredAt));
    }
    sockets.forEach((socket) => socket.close());
    return latencies;
  } finally {
    await b.stop();
    await a.stop();
  }
}

async function measureBare() {
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
  try {
    const { sockets, arrivals } = await connectAll(urls, CLIENTS, () => ({}), 'bare', (payload) => payload.key);
    const latencies = [];
    for (let push = 0; push < PUSHES; push++) {
      const key = `bare-${push}`;
      servers[0].server.emit('bare', { key });
      const sentAt = performance.now();
      for (const at of await waitForArrivals(arrivals, key, CLIENTS)) latencies.push(Math.max(0, at - sentAt));
    }
    sockets.forEach((socket) => socket.close());
    return latencies;
  } finally {
    for (const { server, redis } of servers) {
      await new Promise((resolve) => server.close(resolve));
      redis.disconnect();
    }
  }
}

const bare = await measureBare();
const app = await measureApp();
const row = (name, values) => `${name.padEnd(34)} ${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 99).toFixed(1).padStart(8)}`;
console.log(`\nPush latency, ${CLIENTS} clients over 2 instances, ${PUSHES} pushes (ms)`);
console.log(`${''.padEnd(34)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}`);
console.log(row('bare Socket.IO broadcast via Redis', bare));
console.log(row('DockFlow command -> push', app));
console.log(`ratio (DockFlow / bare)             ${(percentile(app, 50) / Math.max(0.1, percentile(bare, 50))).toFixed(2).padStart(8)} ${(percentile(app, 99) / Math.max(0.1, percentile(bare, 99))).toFixed(2).padStart(8)}`);
process.exit(0);
