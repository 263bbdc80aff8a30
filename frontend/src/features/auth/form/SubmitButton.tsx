import type { ReactNode } from 'react';

/** The form's primary button; while `pending` it spins and ignores presses, as antd's loading button does. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="plain-button-primary" aria-busy={pending || undefined} aria-disabled={pending || undefined}>
      {pending && <span className="plain-button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
