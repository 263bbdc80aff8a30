import { useNow } from '../../../components/useNow';
import { formatDateTime } from '../../../lib/format';
import { timeAgo } from '../dashboardFigures';

const TICK_MS = 15_000;

/** docs/product.md §2.4: when the server computed the figures shown, kept ageing ('Last Updated 2 minutes ago'). */
export function LastUpdated({ generatedAt }: { generatedAt: string }) {
  const now = useNow(TICK_MS);
  // Drawn on the server a moment before the page hydrates it: the age may read differently until the next tick.
  return (
    <span title={formatDateTime(generatedAt)} suppressHydrationWarning>
      {`Last Updated ${timeAgo(generatedAt, now)}`}
    </span>
  );
}
