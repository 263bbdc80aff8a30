import { SvgIcon } from '../../../components/SvgIcon';
import { PRODUCT_FEATURES } from '../productFeatures';

export function FeatureList() {
  return (
    <ul className="feature-list">
      {PRODUCT_FEATURES.map((feature) => (
        <li key={feature.title}>
          <span className="feature-icon" aria-hidden="true">
            <SvgIcon icon={feature.icon} />
          </span>
          <div>
            <strong className="feature-title">{feature.title}</strong>
            <p className="feature-description">{feature.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
