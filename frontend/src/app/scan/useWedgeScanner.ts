import { useEffect } from 'react';
import { toast } from '../../lib/toast';

/**
 * A keyboard-wedge scanner types faster than any person: at most this long between two keys.
 * frontend/public/after-first-paint.js keeps the same figure for the keys it holds until the drawn page hydrates.
 */
const MAX_KEY_GAP_MS = 100;
/**
 * Inside a field, where a fast typist's Enter must still submit, a burst counts as a scan only when every
 * key, its Enter included, came this close: scanners type a key every 5-20 ms, people about every 100.
 */
const MAX_FIELD_KEY_GAP_MS = 35;
/** Shorter bursts are taken for keys, not a scan. */
const MIN_SCAN_LENGTH = 4;

const SCAN_IN_DIALOG = { title: 'Scan not used', description: 'Close the open dialog first, then scan the label again.' };

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

const aDialogIsOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/** A field whose Enter looks something up (`enterKeyHint="search"`, which phones' keyboards show too): a scan's Enter may search. */
const isLookup = (target: EventTarget | null) => target instanceof HTMLElement && target.getAttribute('enterkeyhint') === 'search';

/**
 * A USB or Bluetooth scanner types what it read and Enter. Typed fast anywhere but into a field (a
 * field handles its own typing), such a burst is a scan and goes to `onScan`; while a dialog is open it is
 * not used (it would leave the dialog and what was typed in it). Typed into a field, the text stays there
 * and its Enter is held back: a scan fills a field, it never submits its form (a loading row recorded
 * with a container's number for notes), unless the field looks something up (the PO search).
 */
export function useWedgeScanner(onScan: (text: string) => void): void {
  useEffect(() => {
    let burst = '';
    let lastKeyAt = Number.NEGATIVE_INFINITY;
    let scanSpeed = true;
    const onKeyDown = (event: KeyboardEvent) => {
      const inField = isEditable(event.target);
      // In a field, keys a script dispatches (a test's, an extension's) are no scanner's, however fast they
      // come. Outside one they may be: the drawn page makes again the keys it held until it hydrated.
      if (inField && !event.isTrusted) return;
      const gap = event.timeStamp - lastKeyAt;
      if (gap > MAX_KEY_GAP_MS) {
        burst = '';
        scanSpeed = true;
      }
      if (burst.length > 0 && gap > MAX_FIELD_KEY_GAP_MS) scanSpeed = false;
      lastKeyAt = event.timeStamp;
      if (event.key === 'Enter') {
        if (burst.length >= MIN_SCAN_LENGTH && (!inField || (scanSpeed && !isLookup(event.target)))) {
          event.preventDefault();
          if (inField) event.stopPropagation();
          else if (aDialogIsOpen()) toast({ ...SCAN_IN_DIALOG, variant: 'destructive' });
          else onScan(burst);
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
