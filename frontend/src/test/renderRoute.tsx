import type { ReactNode } from 'react';
import { RequireSession } from '../app/RequireSession';
import { AppTheme } from '../components/AppTheme';
import { renderRoutes } from './renderApp';

interface RouteOptions {
  /** The route pattern the screen is mounted at (for its params); any path by default. */
  path?: string;
  /** The address opened. */
  url?: string;
}

/**
 * One screen inside the app's providers (antd's theme included, as the layout gives it) at a route of its own,
 * behind the signed-in guard as the app shows it, before the app's router lists it.
 */
export function renderRoute(element: ReactNode, { path = '*', url = '/' }: RouteOptions = {}) {
  const guarded = (
    <RequireSession>
      <AppTheme>{element}</AppTheme>
    </RequireSession>
  );
  return renderRoutes([{ path, element: guarded }], url);
}

export type RouteUser = ReturnType<typeof renderRoute>['user'];
