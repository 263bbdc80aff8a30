import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, RouteTable } from './app/App';
import { preloadSignedIn, preloadSignedInCode, preloadVisitorCode } from './app/lazyScreens';
import { appRoutes } from './app/routes';
import { createStore } from './app/store';
import { registerAppServiceWorker } from './lib/appServiceWorker';
import { hasRememberedUser, sessionApi } from './lib/session';
import { warmSiteClock } from './lib/siteTime';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * How long the first render waits for the session's answer and the code of the page it opens on, so the
 * page opens on that page rather than on the landing page or a spinner first, which React would keep up
 * for 300 ms (lib/lazyNamed.ts). The answer is usually in already: index.html asks for it while the app's
 * code loads, and index.html's spinner shows meanwhile (docs/performance.md).
 */
const SESSION_WAIT_MS = 1000;

const store = createStore();
// The session check starts before the first render, and on a device that remembers someone signed in,
// so does the signed-in layout's code, beside it rather than after it; once the session answers, so does
// the code of the page it opens on (and for the dashboard, its first answers). Code that fails to load does
// not hold the first render back: the page renders and meets the failure as it did before.
const session = store
  .dispatch(sessionApi.endpoints.getCurrentUser.initiate())
  .then(({ data: user }) => {
    if (!user) return preloadVisitorCode(window.location.pathname);
    const preloading = preloadSignedIn(window.location.pathname, store.dispatch);
    // The signed-in screens show times: the clock's first formatter is built while their code downloads,
    // in a task of its own, as the browser sends the requests for that code once this task has ended.
    setTimeout(warmSiteClock);
    return preloading;
  })
  .catch(() => undefined);
if (hasRememberedUser()) void preloadSignedInCode(window.location.pathname);
registerAppServiceWorker();

void Promise.race([session, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App store={store}>
        <BrowserRouter>
          <RouteTable routes={appRoutes} />
        </BrowserRouter>
      </App>
    </StrictMode>,
  ),
);
