import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadAppLayout } from './app/lazyScreens';
import { appRoutes } from './app/routes';
import { createStore } from './app/store';
import { hasRememberedUser, sessionApi } from './lib/session';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const store = createStore();
// The session check starts before the first render, and on a device that remembers someone signed in,
// so does the signed-in layout's code, beside it rather than after it (docs/performance.md).
void store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
if (hasRememberedUser()) preloadAppLayout();

createRoot(container).render(
  <StrictMode>
    <App store={store} router={createBrowserRouter(appRoutes)} />
  </StrictMode>,
);
