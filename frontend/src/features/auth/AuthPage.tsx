import { Card, Col, Row, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { safeNextPath } from '../../lib/nextPath';
import { useSession } from '../../lib/session';
import { MarketingPanel } from './components/MarketingPanel';
import { RegisterForm } from './components/RegisterForm';
import { SignInForm } from './components/SignInForm';

type AuthTab = 'login' | 'register';

/**
 * Sign In / Register (docs/product.md §2.1, §7.1, §7.2). Once someone is signed in (already, or by these
 * forms) the page sends them on to the route they asked for, or to /.
 */
export function AuthPage() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>('login');

  if (user) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;

  return (
    <main className="auth-page">
      <Row gutter={[32, 32]} align="middle" className="auth-layout">
        <Col xs={24} lg={12}>
          <Card className="auth-card">
            <Typography.Title level={1} className="auth-brand">
              DockFlow
            </Typography.Title>
            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(key === 'register' ? 'register' : 'login')}
              items={[
                { key: 'login', label: 'Sign In', children: <SignInForm /> },
                { key: 'register', label: 'Register', children: <RegisterForm /> },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <MarketingPanel />
        </Col>
      </Row>
    </main>
  );
}
