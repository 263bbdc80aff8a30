// On the dashboard's page as the server drew it (backend/src/web/first-page.ts): the app's code is asked for
// and run once the drawn page has been painted, not while the page waits for its paint (docs/performance.md,
// "The first page drawn by the server"). Not part of the build: its element names the entry and the files
// the entry will import, asked for together so they download side by side.
const script = document.querySelector('script[data-entry]');

// Until the code has hydrated the page, its buttons and its scanner do nothing. A click on a button is held
// (links need no code: they go as links), and so is a key pressed outside a field (a wedge scanner types
// there; a field takes its own typing). Once the screen acts (the app dispatches HYDRATED_EVENT,
// lib/firstPage.ts) each is made again, in order, and as close together or as far apart as they came.
const HYDRATED_EVENT = 'dockflow:first-page-hydrated';
const LONGEST_GAP_MS = 1000;
// Keys closer than this are a scanner's burst (app/scan/useWedgeScanner.ts, MAX_KEY_GAP_MS): they are made
// again back to back, as a timer on a page still busy hydrating could set them further apart than that.
const SCANNER_KEY_GAP_MS = 100;
const held = [];
const isField = (target) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function holdClick(event) {
  if (!event.isTrusted) return; // made again here
  const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ at: event.timeStamp, again: () => button.isConnected && button.click() });
}

function holdKey(event) {
  if (!event.isTrusted || isField(event.target)) return;
  const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
  const target = event.target instanceof Node && event.target.isConnected ? event.target : document.body;
  held.push({ at: event.timeStamp, again: () => target.dispatchEvent(new KeyboardEvent('keydown', { key, code, altKey, ctrlKey, metaKey, shiftKey, bubbles: true, cancelable: true })) });
}

// What comes while the held events are made again is held behind them, so a scan cut in two by the
// hydration arrives whole and in order; then the page takes its events itself.
async function makeHeldAgain() {
  // After the rest of the hydrating commit's effects: the layout's scanner listens from one of them.
  await new Promise((resolve) => setTimeout(resolve));
  let previous;
  while (held.length > 0) {
    const { at, again } = held.shift();
    const gap = previous === undefined ? 0 : at - previous;
    if (gap >= SCANNER_KEY_GAP_MS) await new Promise((resolve) => setTimeout(resolve, Math.min(gap, LONGEST_GAP_MS)));
    previous = at;
    again();
  }
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('keydown', holdKey, true);
}

document.addEventListener('click', holdClick, true);
document.addEventListener('keydown', holdKey, true);
document.addEventListener(HYDRATED_EVENT, makeHeldAgain, { once: true });

requestAnimationFrame(() =>
  setTimeout(() => {
    for (const file of script.dataset.preload ? script.dataset.preload.split(' ') : []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
    import(script.dataset.entry);
  }),
);
