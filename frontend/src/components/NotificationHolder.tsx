import { notification } from 'antd';
import { useEffect } from 'react';
import { registerNotifier } from '../lib/toast';
import { AppTheme } from './AppTheme';

/** docs/product.md §16.5: one toast at a time, shown for 5000 ms. */
const TOAST_DURATION_SECONDS = 5;

function Notifications({ container }: { container: HTMLElement }) {
  const [instance, holder] = notification.useNotification({
    maxCount: 1,
    duration: TOAST_DURATION_SECONDS,
    // Bottom right: the user menu opens top right, under where a toast would otherwise sit.
    placement: 'bottomRight',
    getContainer: () => container,
  });

  useEffect(
    () =>
      registerNotifier(({ title, description, variant = 'default' }) => {
        const show = variant === 'destructive' ? instance.error : instance.open;
        show({ title, description });
      }),
    [instance],
  );

  return holder;
}

/** The toasts of lib/toast.ts, drawn by antd's notification inside the notification region `container`. */
export function NotificationHolder({ container }: { container: HTMLElement }) {
  return (
    <AppTheme>
      <Notifications container={container} />
    </AppTheme>
  );
}
