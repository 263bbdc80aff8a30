import { canPerformCommands, roleLabel, useSession } from '../../lib/session';

export interface CommandAccess {
  /** Whether the signed-in user may perform workflow commands (docs/product.md §6.1). */
  allowed: boolean;
  /** The user's role as the header shows it, to say why a form is disabled. */
  roleLabel: string;
}

export function useCommandAccess(): CommandAccess {
  const { user } = useSession();
  return { allowed: canPerformCommands(user?.role), roleLabel: roleLabel(user) };
}
