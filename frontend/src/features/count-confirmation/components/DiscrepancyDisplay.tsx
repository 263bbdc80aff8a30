import { Space, Statistic, Tag } from 'antd';
import { NOT_SET } from '../../../lib/format';
import type { CountDiscrepancy, DiscrepancyLabel } from '../countDiscrepancy';

const LABEL_COLORS: Record<DiscrepancyLabel, string> = { Overage: 'orange', Shortage: 'red', 'Perfect Count': 'green' };

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** Actual minus expected, live as the count is typed, with its name in words (docs/product.md §3.7). */
export function DiscrepancyDisplay({ count }: { count: CountDiscrepancy | null }) {
  return (
    <Space align="end" wrap aria-live="polite">
      <Statistic title="Discrepancy (actual - expected)" value={count ? signed(count.discrepancy) : NOT_SET} />
      {count?.label && <Tag color={LABEL_COLORS[count.label]}>{count.label}</Tag>}
    </Space>
  );
}
