import { notification } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
}

/** docs/product.md §16.5: one toast at a time, shown for 5000 ms. */
const TOAST_DURATION_SECONDS = 5;
const FOCUS_KEY = 'F8';

type Notifier = ReturnType<typeof notification.useNotification>[0];

let notifier: Notifier | null = null;

/** Shows a toast; callable from anywhere (components, API listeners) once <ToastRegion /> is mounted. */
export function toast({ title, description, variant = 'default' }: ToastOptions): void {
  const show = variant === 'destructive' ? notifier?.error : notifier?.open;
  show?.({ title, description });
}

/**
 * Where toasts appear: a focusable region that F8 moves the focus to (docs/product.md §16.5), so keyboard and
 * screen-reader users can reach a toast before it goes.
 */
export function ToastRegion() {
  const regionRef = useRef<HTMLDivElement>(null);
  const [instance, holder] = notification.useNotification({
    maxCount: 1,
    duration: TOAST_DURATION_SECONDS,
    // Bottom right: the user menu opens top right, under where a toast would otherwise sit.
    placement: 'bottomRight',
    getContainer: () => regionRef.current ?? document.body,
  });

  useEffect(() => {
    notifier = instance;
    return () => {
      if (notifier === instance) notifier = null;
    };
  }, [instance]);

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key !== FOCUS_KEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', focusRegion);
    return () => window.removeEventListener('keydown', focusRegion);
  }, []);

  return (
    <div ref={regionRef} role="region" aria-label={`Notifications (${FOCUS_KEY})`} tabIndex={-1}>
      {holder}
    </div>
  );
}
