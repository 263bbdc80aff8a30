import { Button, Layout, Tag } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import type { PublicUser } from '@dockflow/contracts';
import { Link } from 'react-router-dom';
import { roleLabel } from '../../lib/session';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { UserMenu } from './UserMenu';

/** docs/product.md §2.3: the fixed top header. */
export function AppHeader({ user, onOpenNavigation }: { user: PublicUser; onOpenNavigation?: () => void }) {
  return (
    <Layout.Header className="app-header">
      {onOpenNavigation && <Button type="text" icon={<MenuOutlined />} aria-label="Open navigation" onClick={onOpenNavigation} />}
      <Link to="/" className="app-brand">
        DockFlow
      </Link>
      <div className="app-header-end">
        <ConnectionBadge />
        <span className="shift-label hide-on-phone">Day Shift - Dock A</span>
        <Tag color="blue">{roleLabel(user)}</Tag>
        <UserMenu user={user} />
      </div>
    </Layout.Header>
  );
}
