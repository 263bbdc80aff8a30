/** The page counts as settled once no request (code, API call) has ended for this long after its load event. */
const QUIET_MS = 1000;
/** Registered by then whatever the page is doing: a screen that never goes quiet still gets its offline copy. */
const LATEST_MS = 10_000;

/**
 * docs/decisions.md, "Offline": the service worker that keeps a copy of the app (every built file, about
 * 3 MB) installs once the first screen has settled rather than at the page's load event, which comes as
 * soon as the entry script has run. Its downloads otherwise shared a tablet's network and CPU with the
 * first screen's own code and data: a cold first screen took 0.35-0.55 s longer (docs/performance.md).
 */
export function registerAppServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  let registered = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const requests = new PerformanceObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(register, QUIET_MS);
  });
  function register() {
    if (registered) return;
    registered = true;
    clearTimeout(quiet);
    requests.disconnect();
    void navigator.serviceWorker.register('/sw.js', { scope: '/' });
  }
  const afterLoad = () => {
    requests.observe({ type: 'resource' });
    quiet = setTimeout(register, QUIET_MS);
    setTimeout(register, LATEST_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
