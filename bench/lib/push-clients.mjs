// A child process of bench/push-latency.mjs holding a share of the Socket.IO clients, so that 1,000
// clients are not parsed one after another on one event loop. Told over IPC where to connect, it
// answers `ready`, then for each push key the moment (CLOCK_MONOTONIC, shared by every process on the
// machine) its LAST client received it, and how many got it; the first answer carries the payload too
// (the bare broadcast sends the same).
import { io } from 'socket.io-client';

const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
const keyOf = (payload) => payload.key ?? payload.shipment?.notes;

process.once('message', async ({ urls, count, first, cookie, event }) => {
  const sockets = [];
  const arrivals = new Map(); // key -> clients that got it
  let sampled = false;
  const open = (index) =>
    new Promise((resolve, reject) => {
      const url = urls[index % urls.length];
      const extraHeaders = cookie ? { cookie, origin: url } : {};
      const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000, extraHeaders });
      sockets.push(socket);
      socket.on(event, (payload) => {
        const key = keyOf(payload);
        const received = (arrivals.get(key) ?? 0) + 1;
        arrivals.set(key, received);
        if (received === count) {
          process.send({ key, lastAt: monotonicMs(), received, ...(sampled ? {} : { payload }) });
          sampled = true;
          arrivals.delete(key);
        }
      });
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  try {
    // In batches: every handshake of a signed-in client is a session lookup.
    for (let start = 0; start < count; start += 20) {
      await Promise.all(Array.from({ length: Math.min(20, count - start) }, (_, offset) => open(first + start + offset)));
    }
    process.send({ ready: true });
  } catch (error) {
    process.send({ error: error.message });
  }
  process.once('message', () => {
    for (const socket of sockets) socket.close();
    process.exit(0);
  });
});
