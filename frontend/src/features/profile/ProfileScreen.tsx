import { Alert, Card, Col, Row, Space } from 'antd';
import { useParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeading } from '../../components/PageHeading';
import { isHttpError, serverMessage } from '../../lib/http';
import { useSession } from '../../lib/session';
import { useGetUserQuery } from '../../resources/users';
import { AccountDetails } from './components/AccountDetails';
import { BackLink } from './components/BackLink';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { OwnProfileOnly } from './components/OwnProfileOnly';
import { ProfileInfoForm } from './components/ProfileInfoForm';
import { PushNotificationsCard } from './components/PushNotificationsCard';

/** docs/product.md §2.16: /profile is one's own profile; /profile/{id} another user's, for admins. */
export function ProfileScreen() {
  const { id } = useParams();
  const { user: viewer } = useSession();
  if (!viewer) return <LoadingScreen />;

  const userId = id ?? viewer.id;
  const ownAccount = userId === viewer.id;
  if (!ownAccount && viewer.role !== 'admin') return <OwnProfileOnly />;
  // A fresh page per user, so no form keeps the values of the profile shown before.
  return <UserProfile key={userId} userId={userId} ownAccount={ownAccount} />;
}

function UserProfile({ userId, ownAccount }: { userId: string; ownAccount: boolean }) {
  const { data: user, error } = useGetUserQuery(userId);
  if (isHttpError(error) && error.status === 403) return <OwnProfileOnly />;

  const description = ownAccount ? 'Your account details and password.' : user && `The account of ${user.username}, as an admin sees it.`;
  return (
    <>
      <BackLink />
      <PageHeading title="Profile" description={description} />
      {user ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Card title="Profile Information">
              <ProfileInfoForm user={user} ownAccount={ownAccount} />
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            {ownAccount ? (
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                <Card title="Change Password">
                  <ChangePasswordForm userId={user.id} />
                </Card>
                <PushNotificationsCard />
              </Space>
            ) : (
              <Card title="Account">
                <AccountDetails user={user} />
              </Card>
            )}
          </Col>
        </Row>
      ) : error ? (
        <Alert type="error" showIcon title="This profile could not be loaded." description={serverMessage(error) ?? error.message} />
      ) : (
        <LoadingScreen />
      )}
    </>
  );
}
