import { Button, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { SOCKET_EVENTS, type SpotterTaskChangedPayload } from '@dockflow/contracts';
import { useEffect, useState } from 'react';
import { browserNotificationsSupported, notifyBrowser } from '../../../lib/browserNotification';
import { socket } from '../../../lib/socket';
import { toast } from '../../../lib/toast';

const TITLE = 'New Task Assigned';

/**
 * docs/product.md §8.1: a task assigned to the signed-in spotter (the server sends spotter-task.assigned to
 * them only) shows a toast and, when the browser allows it, a system notification.
 */
export function useTaskAssignedAlerts(): void {
  useEffect(() => {
    const alert = ({ task }: SpotterTaskChangedPayload) => {
      toast({ title: TITLE, description: task.taskDescription });
      notifyBrowser(TITLE, task.taskDescription, task.id);
    };
    socket.on(SOCKET_EVENTS.spotterTaskAssigned, alert);
    return () => {
      socket.off(SOCKET_EVENTS.spotterTaskAssigned, alert);
    };
  }, []);
}

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
