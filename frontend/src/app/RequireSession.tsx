import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { authPathFor } from '../lib/nextPath';
import { useSession } from '../lib/session';

/** Shows its children to a signed-in user; sends anyone else to sign in and back here afterwards (docs/product.md §7.2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const { pathname, search, hash } = useLocation();
  if (user) return children;
  if (isLoading) return <LoadingScreen />;
  return <Navigate to={authPathFor(`${pathname}${search}${hash}`)} replace />;
}
