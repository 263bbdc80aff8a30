import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { useSession } from '../lib/session';
import { AppLayout, LandingPage, NotFoundPage } from './lazyScreens';
import { RequireSession } from './RequireSession';

/**
 * The root of the app's routes (docs/product.md §2.1, §7.2): the landing page at / for visitors and while
 * the session loads, the not-found page for paths that are not app routes, and the authenticated
 * layout (after signing in, when needed) for the rest. `signedInRoutes` are the layout's routes, below /.
 */
export function SessionRoot({ signedInRoutes }: { signedInRoutes: RouteObject[] }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const isAppRoute = matchRoutes([{ path: '/', children: signedInRoutes }], pathname) !== null;

  if (!user && pathname === '/') return <LandingPage />;
  if (!user && !isAppRoute) return <NotFoundPage />;
  return (
    <RequireSession>
      <AppLayout />
    </RequireSession>
  );
}
