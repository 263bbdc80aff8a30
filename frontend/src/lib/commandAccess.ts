import { canPerformCommands, roleLabel, useSession } from './session';

export interface CommandAccess {
  /** Whether the signed-in user may perform commands (docs/product.md §6). */
  allowed: boolean;
  /** The user's role as the header shows it, to say why a form is disabled. */
  roleLabel: string;
}

export function useCommandAccess(): CommandAccess {
  const { user } = useSession();
  return { allowed: canPerformCommands(user?.role), roleLabel: roleLabel(user) };
}

/** Why this user may not `action` (docs/product.md §6), e.g. "Your role (Viewer) cannot edit shipments."; undefined for those who may. */
export function viewOnlyReason(access: CommandAccess, action: string): string | undefined {
  return access.allowed ? undefined : `Your role (${access.roleLabel}) cannot ${action}.`;
}
