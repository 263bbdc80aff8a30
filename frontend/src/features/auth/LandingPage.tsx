import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import { PlainButtonLink } from '../../components/plain/PlainButton';
import { SvgIcon } from '../../components/SvgIcon';
import { AUTH_PATH } from '../../lib/nextPath';
import { FeatureList } from './components/FeatureList';
import { PRODUCT_SUMMARY } from './productFeatures';

/** What a visitor who is not signed in sees at / (docs/product.md §2.1); plain React, like the sign-in page. */
export function LandingPage() {
  return (
    <main className="landing-page">
      <section className="landing-hero">
        <h1 className="plain-title plain-title-1">DockFlow</h1>
        <p className="landing-summary">{PRODUCT_SUMMARY}</p>
        <PlainButtonLink to={AUTH_PATH} look="primary" className="plain-btn-large" icon={<SvgIcon icon={LoginOutlined} />}>
          Sign In
        </PlainButtonLink>
      </section>
      <section className="landing-features" aria-label="Features">
        <FeatureList />
      </section>
    </main>
  );
}
