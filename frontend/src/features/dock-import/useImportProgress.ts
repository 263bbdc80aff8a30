import { SOCKET_EVENTS, type ImportProgressPayload } from '@dockflow/contracts';
import { useEffect, useState } from 'react';
import { socket } from '../../lib/socket';

function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;
}

/**
 * What the server pushes to the uploader (import.progress) while `active`, or null until a push
 * arrives: a job that runs in-process may finish before sending any.
 */
export function useImportProgress(active: boolean): ImportProgressPayload | null {
  const [progress, setProgress] = useState<ImportProgressPayload | null>(null);

  useEffect(() => {
    if (!active) return;
    const show = ({ percent, stage }: ImportProgressPayload) => {
      const next = clampPercent(percent);
      // Never move backwards within one import.
      setProgress((shown) => (shown && shown.percent > next ? shown : { percent: next, stage }));
    };
    socket.on(SOCKET_EVENTS.importProgress, show);
    return () => {
      socket.off(SOCKET_EVENTS.importProgress, show);
      setProgress(null);
    };
  }, [active]);

  return active ? progress : null;
}
