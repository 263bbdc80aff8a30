import { Statistic } from 'antd';
import { NOT_SET } from '../../../lib/format';
import { formatPounds, tareWeight } from '../bolEntryRequest';

/** Gross minus net, shown live as the weights are typed (SPEC 2). */
export function TareWeight({ netWeight, grossWeight }: { netWeight?: number | null; grossWeight?: number | null }) {
  const tare = tareWeight(netWeight, grossWeight);
  return (
    <Statistic
      title="Tare Weight (gross - net)"
      value={tare === null ? NOT_SET : formatPounds(tare)}
      styles={{ content: tare !== null && tare <= 0 ? { color: '#cf1322' } : undefined }}
    />
  );
}
