import { notification } from 'antd';
import { useEffect } from 'react';
import { registerNotifier } from '../lib/toast';
import { AppTheme } from './AppTheme';
import { useIsPhone } from './useScreen';

/** docs/product.md §16.5: one toast at a time, shown for 5000 ms. */
const TOAST_DURATION_SECONDS = 5;

/** Below the fixed header (styles.css --header-height, 64 px), with antd's own gap. */
const BELOW_HEADER_PX = 64 + 8;

function Notifications({ container }: { container: HTMLElement }) {
  const [instance, holder] = notification.useNotification({
    maxCount: 1,
    duration: TOAST_DURATION_SECONDS,
    top: BELOW_HEADER_PX,
    getContainer: () => container,
  });
  // Bottom right: the user menu opens top right, under where a toast would otherwise sit. On a phone the
  // bottom is where a screen's main button sits (Record Row, tapped row after row): there a toast comes
  // in under the header, over the screen's title.
  const placement = useIsPhone() ? 'top' : 'bottomRight';

  useEffect(
    () =>
      registerNotifier(({ title, description, variant = 'default' }) => {
        const show = variant === 'destructive' ? instance.error : instance.open;
        show({ title, description, placement });
      }),
    [instance, placement],
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
