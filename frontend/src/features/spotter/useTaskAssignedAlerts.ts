import { SOCKET_EVENTS, type SpotterTaskChangedPayload } from '@dockflow/contracts';
import { useEffect } from 'react';
import { notifyBrowser } from '../../lib/browserNotification';
import { socket } from '../../lib/socket';
import { toast } from '../../lib/toast';

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
