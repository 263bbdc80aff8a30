import { useLocation, useMatches } from 'react-router-dom';
import { useSession } from '../lib/session';
import { AppLayout, LandingPage, NotFoundPage } from './lazyScreens';
import { RequireSession } from './RequireSession';

/** Marks the routes of the authenticated layout (route `handle`). */
export const APP_ROUTE = { requiresSession: true } as const;

/**
 * The root of the app's routes (docs/product.md §2.1, §7.2): the landing page at / for visitors and while
 * the session loads, the not-found page for paths that are not app routes, and the authenticated
 * layout (after signing in, when needed) for the rest.
 */
export function SessionRoot() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const isAppRoute = useMatches().some((match) => match.handle === APP_ROUTE);

  if (!user && pathname === '/') return <LandingPage />;
  if (!user && !isAppRoute) return <NotFoundPage />;
  return (
    <RequireSession>
      <AppLayout />
    </RequireSession>
  );
}
