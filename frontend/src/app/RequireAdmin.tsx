import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../lib/session';
import { toast } from '../lib/toast';

const REDIRECT_DELAY_MS = 1000;

/** docs/product.md §6.4: a page for admins only; anyone else is told so and sent to / after 1 s. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const allowed = user?.role === 'admin';

  useEffect(() => {
    if (allowed) return;
    toast({ title: 'Access Denied', description: "You don't have permission to access this page.", variant: 'destructive' });
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [allowed, navigate]);

  return allowed ? children : null;
}
