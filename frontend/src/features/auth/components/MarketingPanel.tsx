import { PRODUCT_SUMMARY } from '../productFeatures';
import { FeatureList } from './FeatureList';

export function MarketingPanel() {
  return (
    <section className="marketing-panel" aria-labelledby="marketing-title">
      <h2 id="marketing-title" className="plain-title plain-title-2">
        Streamline Your Operations
      </h2>
      <p className="plain-paragraph">{PRODUCT_SUMMARY}</p>
      <FeatureList />
    </section>
  );
}
