import { Typography } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../components/ButtonLink';
import { AUTH_PATH } from '../../lib/nextPath';
import { FeatureList } from './components/FeatureList';
import { PRODUCT_SUMMARY } from './productFeatures';

/** What a visitor who is not signed in sees at / (docs/product.md §2.1). */
export function LandingPage() {
  return (
    <main className="landing-page">
      <section className="landing-hero">
        <Typography.Title level={1}>DockFlow</Typography.Title>
        <Typography.Paragraph className="landing-summary">{PRODUCT_SUMMARY}</Typography.Paragraph>
        <ButtonLink to={AUTH_PATH} type="primary" size="large" icon={<LoginOutlined />}>
          Sign In
        </ButtonLink>
      </section>
      <section className="landing-features" aria-label="Features">
        <FeatureList />
      </section>
    </main>
  );
}
