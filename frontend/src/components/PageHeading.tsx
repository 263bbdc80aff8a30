import type { ReactNode } from 'react';

/** A screen's title, and a line under it (drawn as antd's Typography would, without it). */
export function PageHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <header className="page-heading">
      <h2 className="plain-title plain-title-2">{title}</h2>
      {description && <p className="plain-paragraph page-heading-description">{description}</p>}
    </header>
  );
}
