// On the dashboard's page as the server drew it (backend/src/web/first-page.ts): the app's code is asked for
// and run once the drawn page has been painted, not while the page waits for its paint (docs/performance.md,
// "The first page drawn by the server"). Not part of the build: its element names the entry and the files
// the entry will import, asked for together so they download side by side.
const script = document.querySelector('script[data-entry]');
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
