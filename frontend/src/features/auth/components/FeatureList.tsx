import { Typography } from 'antd';
import { PRODUCT_FEATURES } from '../productFeatures';

export function FeatureList() {
  return (
    <ul className="feature-list">
      {PRODUCT_FEATURES.map((feature) => (
        <li key={feature.title}>
          <span className="feature-icon" aria-hidden="true">
            {feature.icon}
          </span>
          <div>
            <Typography.Text strong>{feature.title}</Typography.Text>
            <Typography.Paragraph type="secondary">{feature.description}</Typography.Paragraph>
          </div>
        </li>
      ))}
    </ul>
  );
}
