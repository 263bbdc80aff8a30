import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadSignedIn, preloadSignedInCode } from './app/lazyScreens';
import { appRoutes } from './app/routes';
import { createStore } from './app/store';
import { registerAppServiceWorker } from './lib/appServiceWorker';
import { hasRememberedUser, sessionApi } from './lib/session';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * How long the first render waits for the session's answer, so the page opens on the screen it is for
 * rather than on the landing page first. The answer is usually in already: index.html asks for it while
 * the app's code loads, and index.html's spinner shows meanwhile (docs/performance.md).
 */
const SESSION_WAIT_MS = 1000;

const store = createStore();
// The session check starts before the first render, and on a device that remembers someone signed in,
// so does the signed-in layout's code, beside it rather than after it; once the session names a user, so
// does what the screen asked for needs first.
const session = store.dispatch(sessionApi.endpoints.getCurrentUser.initiate()).then(({ data: user }) => {
  if (user) preloadSignedIn(window.location.pathname, store.dispatch);
});
if (hasRememberedUser()) preloadSignedInCode(window.location.pathname);
registerAppServiceWorker();

void Promise.race([session, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={createBrowserRouter(appRoutes)} />
    </StrictMode>,
  ),
);
