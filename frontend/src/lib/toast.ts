import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
}

/** Shows one toast: antd's notification (components/NotificationHolder.tsx). */
export type Notifier = (options: ToastOptions) => void;

let notifier: Notifier | null = null;
/** Toasts asked for while the notification code was still on its way: shown once it is in. */
let waiting: ToastOptions[] = [];
let wanted = false;
const wantedListeners = new Set<() => void>();
let shownListeners: (() => void)[] = [];

/** Shows a toast; callable from anywhere (components, API listeners) once <ToastRegion /> is mounted. */
export function toast(options: ToastOptions): void {
  if (notifier) {
    notifier(options);
    return;
  }
  waiting.push(options);
  wantToasts();
}

/**
 * Asks for the notification code: the first toast does, on every page, so no first screen loads antd for
 * toasts it has not shown (docs/decisions.md, "First screen weight").
 */
function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  wantedListeners.forEach((listener) => listener());
}

/**
 * The notification code did not arrive (no network, before the service worker holds it): the toasts
 * stay queued and the next toast asks for the code again.
 */
export function toastsUnavailable(): void {
  if (!wanted) return;
  wanted = false;
  wantedListeners.forEach((listener) => listener());
}

/** Whether the notification code is needed yet, for <ToastRegion /> (useSyncExternalStore). */
export const toastsWanted = (): boolean => wanted;

export function subscribeToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/**
 * Resolves once toasts are on screen: at once when the notification code is in, else when it arrives.
 * For a caller that must not move on before its toast can be read (the sign-in redirect).
 */
export function whenToastsShown(): Promise<void> {
  if (notifier) return Promise.resolve();
  return new Promise((resolve) => shownListeners.push(resolve));
}

/** Makes `next` show the toasts (the waiting ones at once); returns what stops it doing so. */
export function registerNotifier(next: Notifier): () => void {
  notifier = next;
  const shown = waiting;
  waiting = [];
  shown.forEach(next);
  const listeners = shownListeners;
  shownListeners = [];
  listeners.forEach((listener) => listener());
  return () => {
    if (notifier === next) notifier = null;
  };
}
