import { Typography } from 'antd';
import { PRODUCT_SUMMARY } from '../productFeatures';
import { FeatureList } from './FeatureList';

export function MarketingPanel() {
  return (
    <section className="marketing-panel" aria-labelledby="marketing-title">
      <Typography.Title level={2} id="marketing-title">
        Streamline Your Operations
      </Typography.Title>
      <Typography.Paragraph>{PRODUCT_SUMMARY}</Typography.Paragraph>
      <FeatureList />
    </section>
  );
}
