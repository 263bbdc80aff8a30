import { useId, type ReactNode } from 'react';
import './plain.css';

/** A titled card with antd's look: a region named by its title. */
export function PlainCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="plain-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="plain-card-head">
        {title}
      </h3>
      <div className="plain-card-body">{children}</div>
    </section>
  );
}
