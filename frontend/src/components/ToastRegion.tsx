import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { subscribeToastsWanted, toastsUnavailable, toastsWanted } from '../lib/toast';

const FOCUS_KEY = 'F8';
/** A page the server draws has shown no toast yet. */
const noToastsYet = () => false;

type Holder = ComponentType<{ container: HTMLElement }>;

// antd's notification, loaded when lib/toast.ts says toasts are wanted (docs/performance.md).
const loadNotificationHolder = async (): Promise<Holder> => (await import('./NotificationHolder')).NotificationHolder;

/**
 * Where toasts appear: a focusable region that F8 moves the focus to (docs/product.md §16.5), so keyboard and
 * screen-reader users can reach a toast before it goes.
 */
export function ToastRegion({ loadHolder = loadNotificationHolder }: { loadHolder?: () => Promise<Holder> }) {
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const [Holder, setHolder] = useState<Holder | null>(null);
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, noToastsYet);

  // Should the code not arrive, the app goes on and the next toast tries again, its toasts kept till then.
  useEffect(() => {
    if (!wanted || Holder) return;
    let current = true;
    loadHolder().then(
      (loaded) => current && setHolder(() => loaded),
      () => current && toastsUnavailable(),
    );
    return () => {
      current = false;
    };
  }, [wanted, Holder, loadHolder]);

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
      {Holder && region && <Holder container={region} />}
    </div>
  );
}
