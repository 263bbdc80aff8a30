import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { NOT_SET } from '../lib/format';

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
    <section aria-label={label} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.title} xs={12} xl={6}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={figure.title} value={figure.value ?? NOT_SET} loading={loading} />
              {figure.caption !== undefined && !loading && <Typography.Text type="secondary">{figure.caption}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
