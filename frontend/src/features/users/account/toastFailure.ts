import { serverMessage } from '../../../lib/http';
import { toast } from '../../../lib/toast';

/** docs/product.md §17.15, §17.16: a user or profile call that failed says 'Error' with the server's message, or the fallback. */
export function toastFailure(error: unknown, fallback: string): void {
  toast({ title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' });
}
