import { Navigate, useSearchParams } from 'react-router-dom';
import { safeNextPath } from '../../lib/nextPath';
import { useSession } from '../../lib/session';
import { AuthTabs } from './components/AuthTabs';
import { MarketingPanel } from './components/MarketingPanel';
import { RegisterForm } from './components/RegisterForm';
import { SignInForm } from './components/SignInForm';
import './auth.css';

const TABS = [
  { key: 'login', label: 'Sign In', panel: <SignInForm /> },
  { key: 'register', label: 'Register', panel: <RegisterForm /> },
] as const;

/**
 * Sign In / Register (docs/product.md §2.1, §7.1, §7.2). Once someone is signed in (already, or by these
 * forms) the page sends them on to the route they asked for, or to /. Plain React and CSS drawn like
 * the rest of the app: antd loads once someone is signed in (docs/decisions.md, "First screen weight").
 */
export function AuthPage() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();

  if (user) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;

  return (
    <main className="auth-page">
      <div className="auth-layout">
        <section className="auth-card">
          <h1 className="plain-title plain-title-1 auth-brand">DockFlow</h1>
          <AuthTabs tabs={TABS} idPrefix="auth" />
        </section>
        <MarketingPanel />
      </div>
    </main>
  );
}
