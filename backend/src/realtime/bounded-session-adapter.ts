import { SessionAwareAdapter } from 'socket.io-adapter';

/**
 * The most pushes kept for dropped clients to resume with: what the Redis Streams adapter keeps in its
 * stream (its `maxLen`), so an instance without Redis keeps no more than a cluster does.
 */
export const KEPT_PUSHES = 10_000;

/** Trimmed by a tenth at a time, as Redis trims its stream (`MAXLEN ~`): one splice per thousand pushes, not one per push. */
const TRIM_ABOVE = KEPT_PUSHES + KEPT_PUSHES / 10;

type Broadcast = SessionAwareAdapter['broadcast'];

/**
 * Socket.IO's in-memory adapter with connection-state recovery, keeping at most KEPT_PUSHES pushes.
 * Socket.IO's own keeps every push of the recovery window and drops the expired ones once a minute:
 * one instance recording 480 loading rows a second grew its heap by 75 MB a minute (docs/performance.md,
 * "Memory"). A client whose last push was dropped resumes without its missed pushes
 * (`recovered` false) and refetches, as after any reconnection (LiveSubscription in the frontend).
 */
export class BoundedSessionAdapter extends SessionAwareAdapter {
  override broadcast(...args: Parameters<Broadcast>): ReturnType<Broadcast> {
    super.broadcast(...args);
    // socket.io-adapter 2.5 keeps them oldest first in a private list; the spec fails if that changes.
    const kept = (this as unknown as { packets: unknown[] }).packets;
    if (kept.length > TRIM_ABOVE) kept.splice(0, kept.length - KEPT_PUSHES);
  }
}
