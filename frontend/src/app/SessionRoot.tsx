import { useLocation, useMatches } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { hasRememberedUser, useSession } from '../lib/session';
import { AppLayout, LandingPage, NotFoundPage } from './lazyScreens';
import { RequireSession } from './RequireSession';

/** Marks the routes of the authenticated layout (route `handle`). */
export const APP_ROUTE = { requiresSession: true } as const;

/**
 * The root of the app's routes (docs/product.md §2.1, §7.2): the landing page at / for visitors and while
 * the session loads (unless the device remembers someone signed in), the not-found page for paths that are not app routes, and the authenticated
 * layout (after signing in, when needed) for the rest.
 */
export function SessionRoot() {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  const isAppRoute = useMatches().some((match) => match.handle === APP_ROUTE);

  // A device that remembers someone signed in most likely opens their dashboard: no landing page first.
  if (!user && pathname === '/') return isLoading && hasRememberedUser() ? <LoadingScreen /> : <LandingPage />;
  if (!user && !isAppRoute) return <NotFoundPage />;
  return (
    <RequireSession>
      <AppLayout />
    </RequireSession>
  );
}
