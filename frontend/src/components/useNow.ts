import { useEffect, useState } from 'react';

/** The current time (ms since the epoch), renewed every `intervalMs`, for texts that age: clocks, waits, "2 minutes ago". */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
