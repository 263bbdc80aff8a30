import { Server } from 'socket.io';
import { BoundedSessionAdapter, KEPT_PUSHES } from './bounded-session-adapter.js';

/** A dropped client's session, as Socket.IO stores it when its connection closes. */
const DROPPED = { sid: 'socket-1', pid: 'private-1', rooms: [], data: {} };

describe('BoundedSessionAdapter', () => {
  let io: Server;
  const adapter = () => io.of('/').adapter;

  /** Pushes `count` events to everyone; answers the offset each was given, oldest first. */
  function push(count: number): string[] {
    return Array.from({ length: count }, (_, index) => {
      const packet = { type: 2, nsp: '/', data: ['shipment.updated', { index }] };
      adapter().broadcast(packet, { rooms: new Set(), except: new Set(), flags: {} });
      return String(packet.data.at(-1));
    });
  }

  // Not attached to an HTTP server: nothing to close (the adapter's expiry timer is unref'd).
  beforeEach(() => {
    io = new Server({ connectionStateRecovery: { maxDisconnectionDuration: 120_000 }, adapter: BoundedSessionAdapter });
    adapter().persistSession(DROPPED);
  });

  it('gives a dropped client every push since its last one', async () => {
    const offsets = push(1_000);
    const resumed = await adapter().restoreSession(DROPPED.pid, offsets[0]!);
    expect(resumed?.missedPackets).toHaveLength(999);
  });

  it(`keeps the newest ${KEPT_PUSHES.toLocaleString('en-US')} pushes (a tenth more at most) however many are pushed`, async () => {
    const offsets = push(KEPT_PUSHES * 3);
    const resumed = await adapter().restoreSession(DROPPED.pid, offsets.at(-KEPT_PUSHES)!);
    expect(resumed?.missedPackets).toHaveLength(KEPT_PUSHES - 1);
    // Older than any push still kept: the client resumes without its missed pushes and refetches.
    expect(await adapter().restoreSession(DROPPED.pid, offsets.at(-(KEPT_PUSHES * 1.1) - 1)!)).toBeNull();
    expect(await adapter().restoreSession(DROPPED.pid, offsets[0]!)).toBeNull();
  });
});
