import type { ReactNode } from 'react';
import { NOT_SET } from '../lib/format';
import './plain/plain.css';

export interface SummaryFigure {
  title: string;
  value: number | string | undefined;
  caption?: ReactNode;
}

interface SummaryCardsProps {
  /** Names the group for screen readers ("Dashboard figures"). */
  label: string;
  figures: readonly SummaryFigure[];
  loading?: boolean;
}

/** A screen's row of headline figures (four cards on a desktop, two a row on a phone). */
export function SummaryCards({ label, figures, loading = false }: SummaryCardsProps) {
  return (
    <section aria-label={label} className="summary-cards">
      {figures.map((figure) => (
        <div key={figure.title} className="plain-card summary-card">
          <div className="plain-secondary">{figure.title}</div>
          {loading ? (
            <span className="plain-skeleton summary-card-skeleton" aria-busy="true" />
          ) : (
            <>
              <div className="summary-card-value">{figure.value ?? NOT_SET}</div>
              {figure.caption !== undefined && <div className="plain-secondary">{figure.caption}</div>}
            </>
          )}
        </div>
      ))}
    </section>
  );
}
