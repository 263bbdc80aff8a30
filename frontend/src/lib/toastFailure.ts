import { serverMessage } from './http';
import { toast } from './toast';

/** SPEC 8: a user or profile call that failed says 'Error' with the server's message, or the fallback. */
export function toastFailure(error: unknown, fallback: string): void {
  toast({ title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' });
}
