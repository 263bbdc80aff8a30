import type { ReactNode } from 'react';
import './plain.css';

/** An empty state: what is missing, and what would fill it. */
export function PlainEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="plain-empty">
      <div className="plain-empty-title">{title}</div>
      {children && <div>{children}</div>}
    </div>
  );
}
