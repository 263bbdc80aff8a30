import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';

// socket.io-client loads with the first signed-in screen, not with the sign-in page (docs/performance.md).
const LiveSubscription = lazy(async () => ({ default: (await import('./LiveSubscription')).LiveSubscription }));

/** Keeps the one live connection open while someone is signed in (docs/product.md §8). */
export function LiveConnection() {
  const userId = useSession().user?.id;
  if (!userId) return null;
  return (
    <Suspense fallback={null}>
      <LiveSubscription userId={userId} />
    </Suspense>
  );
}
