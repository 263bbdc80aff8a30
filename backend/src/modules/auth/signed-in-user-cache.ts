import { Injectable } from '@nestjs/common';
import type { PublicUser } from '@dockflow/contracts';

/** How long a cached user is trusted without hearing of a change (bounds a missed invalidation, e.g. Redis down). */
const TTL_MS = 30_000;
/** Users kept per instance before the least recently loaded are forgotten. */
const LIMIT = 10_000;

/**
 * The signed-in users of this instance, so a signed-in request does not reload its user from
 * PostgreSQL (docs/performance.md, issue 17). Every account change forgets the user here and on every
 * other instance (`forgetSignedInUser` in realtime/realtime.gateway.ts); a role change or deletion also deletes the
 * user's sessions, so those never depend on this cache.
 */
@Injectable()
export class SignedInUserCache {
  private readonly entries = new Map<string, { user: PublicUser; loadedAt: number }>();
  /** Counts invalidations, so a load that raced one is not stored. */
  private invalidations = 0;

  async get(id: string, load: (id: string) => Promise<PublicUser | null>): Promise<PublicUser | null> {
    const startedAt = performance.now();
    const cached = this.entries.get(id);
    if (cached && startedAt - cached.loadedAt < TTL_MS) return cached.user;
    const invalidationsBefore = this.invalidations;
    const user = await load(id);
    this.entries.delete(id); // re-inserted last: the map stays in load order
    if (user && this.invalidations === invalidationsBefore) {
      this.entries.set(id, { user, loadedAt: startedAt });
      if (this.entries.size > LIMIT) this.entries.delete(this.entries.keys().next().value!);
    }
    return user;
  }

  forget(id: string): void {
    this.invalidations++;
    this.entries.delete(id);
  }
}
