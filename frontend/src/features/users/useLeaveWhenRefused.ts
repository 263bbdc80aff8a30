import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isHttpError } from '../../lib/http';
import { toast } from '../../lib/toast';

/** docs/product.md §16.5: the delay before leaving a page the server refused. */
const REDIRECT_DELAY_MS = 500;

/** docs/product.md §6.4: user pages treat 401, 403 and 'Unauthorized' alike. */
export function isAccessRefused(error: unknown): boolean {
  return isHttpError(error) && (error.status === 401 || error.status === 403 || error.message.includes('Unauthorized'));
}

/** When the server refuses to list users: say so, then go to / after 500 ms. Returns whether it refused. */
export function useLeaveWhenRefused(error: unknown): boolean {
  const navigate = useNavigate();
  const refused = isAccessRefused(error);

  useEffect(() => {
    if (!refused) return;
    toast({ title: 'Unauthorized', description: "You don't have permission to view users.", variant: 'destructive' });
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [refused, navigate]);

  return refused;
}
