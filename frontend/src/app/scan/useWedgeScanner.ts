import { useEffect } from 'react';

/**
 * A keyboard-wedge scanner types faster than any person: at most this long between two keys.
 * frontend/public/after-first-paint.js keeps the same figure for the keys it holds until the drawn page hydrates.
 */
const MAX_KEY_GAP_MS = 100;
/** Shorter bursts are taken for keys, not a scan. */
const MIN_SCAN_LENGTH = 4;

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * A USB or Bluetooth scanner types what it read and Enter. Typed fast anywhere but into a field (a
 * field handles its own typing), such a burst is a scan and goes to `onScan`.
 */
export function useWedgeScanner(onScan: (text: string) => void): void {
  useEffect(() => {
    let burst = '';
    let lastKeyAt = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target)) {
        burst = '';
        return;
      }
      if (event.timeStamp - lastKeyAt > MAX_KEY_GAP_MS) burst = '';
      lastKeyAt = event.timeStamp;
      if (event.key === 'Enter') {
        if (burst.length >= MIN_SCAN_LENGTH) {
          event.preventDefault();
          onScan(burst);
        }
        burst = '';
      } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        burst += event.key;
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [onScan]);
}
