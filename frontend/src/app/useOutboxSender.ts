import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { api, LIVE_TAGS } from '../lib/api';
import { hasWaiting, loadOutbox, sendWaiting, setOutboxUser, subscribeOutbox } from '../lib/outbox';
import { toast } from '../lib/toast';

/** How often waiting commands are tried again while the device says it is online (Wi-Fi joined, no route yet). */
const RETRY_MS = 10_000;

/**
 * Sends the signed-in user's waiting commands (docs/decisions.md, "Offline"): when the page opens, when
 * the browser comes back online, when a command is queued, and every few seconds while any waits.
 * Sent commands refresh the live data (their pushes may have gone out before this page reconnected);
 * a refused one is told to its author.
 */
export function useOutboxSender(userId: string | null): void {
  const dispatch = useDispatch();
  useEffect(() => {
    setOutboxUser(userId);
    if (userId === null) return undefined;
    let sending = false;
    const round = async () => {
      if (sending || !hasWaiting(userId)) return;
      sending = true;
      const report = await sendWaiting(userId).finally(() => {
        sending = false;
      });
      if (report.sent > 0) dispatch(api.util.invalidateTags([...LIVE_TAGS]));
      for (const command of report.refused) {
        toast({ title: 'A command kept on this device was refused', description: command.reason, variant: 'destructive' });
      }
    };
    const tryNow = () => void round();
    void loadOutbox().then(round);
    window.addEventListener('online', tryNow);
    const unsubscribe = subscribeOutbox(() => {
      if (navigator.onLine) tryNow();
    });
    const timer = setInterval(tryNow, RETRY_MS);
    return () => {
      window.removeEventListener('online', tryNow);
      unsubscribe();
      clearInterval(timer);
      setOutboxUser(null);
    };
  }, [userId, dispatch]);
}
