import { Button, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { browserNotificationsSupported } from '../../../lib/browserNotification';

/** Asks the browser to show system notifications for new tasks, while it has not been asked yet. */
export function EnableNotificationsButton() {
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    browserNotificationsSupported() ? Notification.permission : 'unsupported',
  );

  if (permission === 'granted' || permission === 'unsupported') return null;
  if (permission === 'denied') {
    return <Typography.Text type="secondary">Notifications are blocked for this site in the browser settings.</Typography.Text>;
  }
  return (
    <Button icon={<BellOutlined />} onClick={() => void Notification.requestPermission().then(setPermission)}>
      Enable notifications
    </Button>
  );
}
