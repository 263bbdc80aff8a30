import { SOCKET_EVENTS, type ImportProgressPayload } from '@dockflow/contracts';
import { useEffect, useState } from 'react';
import { socket } from '../../lib/socket';

function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;
}

/**
 * The percent the server pushes to the uploader (import.progress) while `active`, or null until a
 * push arrives: a job that runs in-process may finish before sending any.
 */
export function useImportProgress(active: boolean): number | null {
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => {
    if (!active) return;
    const show = (payload: ImportProgressPayload) => {
      const next = clampPercent(payload.percent);
      // Never move backwards within one import.
      setPercent((shown) => Math.max(shown ?? 0, next));
    };
    socket.on(SOCKET_EVENTS.importProgress, show);
    return () => {
      socket.off(SOCKET_EVENTS.importProgress, show);
      setPercent(null);
    };
  }, [active]);

  return active ? percent : null;
}
