// On the dashboard's page as the server drew it (backend/src/web/first-page.ts): the app's code runs once
// the drawn page has been painted, not between the parser's last rows and their paint (docs/performance.md,
// "The first page drawn by the server"). Not part of the build: it names the entry it loads in its element.
const entry = document.querySelector('script[data-entry]').dataset.entry;
requestAnimationFrame(() => setTimeout(() => import(entry)));
