import { useState } from 'react';
import type { ConnectionState } from '../../../lib/socket';
import { siteFormatter, siteZoneName } from '../../../lib/siteTime';

/** When the data shown stopped being known current: when the live connection went, or null while it is live. */
export function useOutOfDateSince(connection: ConnectionState): number | null {
  const [since, setSince] = useState<number | null>(() => (connection === 'live' ? null : Date.now()));
  const [seen, setSeen] = useState(connection);
  if (connection !== seen) {
    setSeen(connection);
    setSince(connection === 'live' ? null : (since ?? Date.now()));
  }
  return connection === 'live' ? null : since;
}

interface StaleDataBannerProps {
  /** Why the board may be out of date ('Connecting', 'Reconnecting', 'Offline', 'Cannot reach the server'). */
  reason: string;
  since: number;
}

/** A wall display never shows old data silently (docs/product.md §9). */
export function StaleDataBanner({ reason, since }: StaleDataBannerProps) {
  return (
    <div role="alert" className="dock-display-stale">
      {`${reason} — data may be out of date since ${siteFormatter('stale-since', { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(since)} ${siteZoneName(new Date(since))}`}
    </div>
  );
}
