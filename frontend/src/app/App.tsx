import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { ToastRegion } from '../components/ToastRegion';
import { LiveConnection } from './LiveConnection';
import type { AppStore } from './store';

/**
 * The app's providers around its router (`children`: a BrowserRouter in the page, a MemoryRouter in
 * tests); antd's theme wraps the screens drawn with antd (lazyScreens.ts), not the sign-in page.
 */
export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ToastRegion />
      <LiveConnection />
      {children}
    </Provider>
  );
}

/**
 * The screen for the current path. Declared routes (`useRoutes`) rather than a data router: the app
 * loads no data through routes, and the data router's code was a sixth of the first page's script
 * (docs/performance.md, "The router without its data layer").
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
