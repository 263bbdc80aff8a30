import { Suspense } from 'react';
import { useSession } from '../lib/session';
import { LiveSubscription } from './lazyScreens';

/** Keeps the one live connection open while someone is signed in (docs/product.md §8). */
export function LiveConnection() {
  const userId = useSession().user?.id;
  if (!userId) return null;
  return (
    <Suspense fallback={null}>
      <LiveSubscription key={userId} />
    </Suspense>
  );
}
