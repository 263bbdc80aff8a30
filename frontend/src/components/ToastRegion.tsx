import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { subscribeToastsWanted, toastsWanted } from '../lib/toast';

const FOCUS_KEY = 'F8';

// antd's notification, loaded when lib/toast.ts says toasts are wanted (docs/performance.md). Should its
// code not arrive (no network, before the service worker has it), the app goes on without toasts rather
// than failing at its root.
const NotificationHolder = lazy(async (): Promise<{ default: ComponentType<{ container: HTMLElement }> }> => {
  try {
    return { default: (await import('./NotificationHolder')).NotificationHolder };
  } catch {
    return { default: () => null };
  }
});

/**
 * Where toasts appear: a focusable region that F8 moves the focus to (docs/product.md §16.5), so keyboard and
 * screen-reader users can reach a toast before it goes.
 */
export function ToastRegion() {
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted);

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key !== FOCUS_KEY) return;
      event.preventDefault();
      region?.focus();
    };
    window.addEventListener('keydown', focusRegion);
    return () => window.removeEventListener('keydown', focusRegion);
  }, [region]);

  return (
    <div ref={setRegion} role="region" aria-label={`Notifications (${FOCUS_KEY})`} tabIndex={-1}>
      {wanted && region && (
        <Suspense fallback={null}>
          <NotificationHolder container={region} />
        </Suspense>
      )}
    </div>
  );
}
