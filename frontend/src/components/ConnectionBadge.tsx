import { useConnectionState, type ConnectionState } from '../lib/socket';

const SHOWN: Record<ConnectionState, { tone: 'success' | 'warning' | 'default'; text: string }> = {
  live: { tone: 'success', text: 'Live' },
  connecting: { tone: 'default', text: 'Connecting' },
  reconnecting: { tone: 'warning', text: 'Reconnecting' },
  offline: { tone: 'default', text: 'Offline' },
};

/** docs/product.md §8.2: whether pushed updates are arriving. */
export function ConnectionBadge() {
  const { tone, text } = SHOWN[useConnectionState()];
  return (
    <span role="status" className="connection-badge">
      <span className={`status-dot status-dot-${tone}`} aria-hidden="true" />
      <span className="connection-badge-text">{text}</span>
    </span>
  );
}
