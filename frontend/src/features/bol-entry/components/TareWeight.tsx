import { Statistic } from 'antd';
import { formatWeight } from '../../../components/valueFormat';
import { tareWeight } from '../bolEntryRequest';

/** Gross minus net, shown live as the weights are typed (docs/product.md §2.8). */
export function TareWeight({ netWeight, grossWeight }: { netWeight?: number | null; grossWeight?: number | null }) {
  const tare = tareWeight(netWeight, grossWeight);
  return (
    <Statistic
      title="Tare Weight (gross - net)"
      value={formatWeight(tare)}
      styles={{ content: tare !== null && tare <= 0 ? { color: '#cf1322' } : undefined }}
    />
  );
}
