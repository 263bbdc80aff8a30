import type { ReactNode } from 'react';
import { RequireSession } from '../app/RequireSession';
import { renderRoutes } from './renderApp';

interface RouteOptions {
  /** The route pattern the screen is mounted at (for its params); any path by default. */
  path?: string;
  /** The address opened. */
  url?: string;
}

/** One screen inside the app's providers at a route of its own, behind the signed-in guard as the app shows it, before the app's router lists it. */
export function renderRoute(element: ReactNode, { path = '*', url = '/' }: RouteOptions = {}) {
  return renderRoutes([{ path, element: <RequireSession>{element}</RequireSession> }], url);
}

export type RouteUser = ReturnType<typeof renderRoute>['user'];
