import { Badge } from 'antd';
import { useConnectionState, type ConnectionState } from '../lib/socket';

const SHOWN: Record<ConnectionState, { status: 'success' | 'warning' | 'default'; text: string }> = {
  live: { status: 'success', text: 'Live' },
  reconnecting: { status: 'warning', text: 'Reconnecting' },
  offline: { status: 'default', text: 'Offline' },
};

/** docs/product.md §8.2: whether pushed updates are arriving. */
export function ConnectionBadge() {
  const { status, text } = SHOWN[useConnectionState()];
  return (
    <span role="status" className="connection-badge">
      <Badge status={status} text={text} />
    </span>
  );
}
