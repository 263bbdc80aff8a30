import { Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <header className="page-heading">
      <Typography.Title level={2}>{title}</Typography.Title>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
    </header>
  );
}
