import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, RouteTable } from './app/App';
import { holdFirstPageAnswers } from './app/firstPageAnswers';
import { preloadSignedIn, preloadSignedInCode, preloadVisitorCode } from './app/lazyScreens';
import { appRoutes } from './app/routes';
import { createStore } from './app/store';
import { answeredByServer } from './lib/api';
import { registerAppServiceWorker } from './lib/appServiceWorker';
import { assumeScreenWidth, readFirstPage, reportScreenWidth, type FirstPageData } from './lib/firstPage';
import { hasRememberedUser, rememberUser, sessionApi } from './lib/session';
import { setSiteTimeZone, warmSiteClock } from './lib/siteTime';
import './styles.css';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element.');
  return element;
}
const container = rootElement();

/**
 * How long the first render waits for the session's answer and the code of the page it opens on, so the
 * page opens on that page rather than on the landing page or a spinner first, which React would keep up
 * for 300 ms (lib/lazyNamed.ts). The answer is usually in already: index.html asks for it while the app's
 * code loads, and index.html's spinner shows meanwhile (docs/performance.md).
 */
const SESSION_WAIT_MS = 1000;

const store = createStore();
const firstPage = readFirstPage();

const tree = (
  <StrictMode>
    <App store={store}>
      <BrowserRouter>
        <RouteTable routes={appRoutes} />
      </BrowserRouter>
    </App>
  </StrictMode>
);

if (firstPage) hydrateDrawnPage(firstPage);
else renderPage();
registerAppServiceWorker();

/**
 * The server drew the dashboard into the page (docs/decisions.md, "The first page drawn by the server"):
 * its answers go into the store, and once the layout's and the dashboard's code have loaded, React
 * takes over the drawn markup rather than drawing it again. Until then the page shows, but does not act.
 */
function hydrateDrawnPage({ state, timeZone, screenWidth }: FirstPageData): void {
  store.dispatch(answeredByServer(state as Record<string, unknown>));
  holdFirstPageAnswers(store.dispatch);
  setSiteTimeZone(timeZone);
  const user = sessionApi.endpoints.getCurrentUser.select()(store.getState()).data;
  if (user) rememberUser(user);
  assumeScreenWidth(screenWidth);
  reportScreenWidth();
  void preloadSignedInCode('/')
    .catch(() => undefined)
    .then(() => hydrateRoot(container, tree));
}

function renderPage(): void {
  // The session check starts before the first render, and on a device that remembers someone signed in,
  // so does the signed-in layout's code, beside it rather than after it; once the session answers, so does
  // the code of the page it opens on (and for the dashboard, its first answers). Code that fails to load does
  // not hold the first render back: the page renders and meets the failure as it did before.
  const session = store
    .dispatch(sessionApi.endpoints.getCurrentUser.initiate())
    .then(({ data: user }) => {
      if (!user) return preloadVisitorCode(window.location.pathname);
      reportScreenWidth();
      const preloading = preloadSignedIn(window.location.pathname, store.dispatch);
      // The signed-in screens show times: the clock's first formatter is built while their code downloads,
      // in a task of its own, as the browser sends the requests for that code once this task has ended.
      setTimeout(warmSiteClock);
      return preloading;
    })
    .catch(() => undefined);
  if (hasRememberedUser()) void preloadSignedInCode(window.location.pathname);
  void Promise.race([session, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]).then(() => createRoot(container).render(tree));
}
