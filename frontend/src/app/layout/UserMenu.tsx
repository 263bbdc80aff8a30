import { Button, Dropdown, Typography, type MenuProps } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { PublicUser } from '@dockflow/contracts';
import { Link } from 'react-router-dom';
import { fullName, initials } from '../../lib/session';
import { useSignOut } from './useSignOut';

export function UserMenu({ user }: { user: PublicUser }) {
  const signOut = useSignOut();
  const name = fullName(user);

  const items: MenuProps['items'] = [
    {
      key: 'identity',
      type: 'group',
      label: (
        <div className="user-identity">
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">@{user.username}</Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'profile', icon: <UserOutlined />, label: <Link to="/profile">My Profile</Link> },
    { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign Out', onClick: () => void signOut() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="user-menu-trigger" aria-label={`User menu: ${name}`}>
        {/* Two letters in a fixed circle: antd's Avatar measures its text after every render to scale it (a forced layout on the first screen). */}
        <span className="user-avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="hide-on-phone">{name}</span>
      </Button>
    </Dropdown>
  );
}
