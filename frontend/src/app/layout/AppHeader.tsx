import { Button, Layout, Tag } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import type { PublicUser } from '@dockflow/contracts';
import { Link } from 'react-router-dom';
import { roleLabel } from '../../lib/session';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { ScanButton } from '../scan/ScanButton';
import { ShiftLabel } from './ShiftLabel';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  user: PublicUser;
  onOpenNavigation?: () => void;
  /** Phones and tablets, which have a camera, get the Scan button. */
  showScan: boolean;
}

/** docs/product.md §2.3: the fixed top header. */
export function AppHeader({ user, onOpenNavigation, showScan }: AppHeaderProps) {
  return (
    <Layout.Header className="app-header">
      {onOpenNavigation && <Button type="text" icon={<MenuOutlined />} aria-label="Open navigation" onClick={onOpenNavigation} />}
      <Link to="/" className="app-brand">
        DockFlow
      </Link>
      <div className="app-header-end">
        {showScan && <ScanButton />}
        <ConnectionBadge />
        <ShiftLabel />
        <Tag color="blue">{roleLabel(user)}</Tag>
        <UserMenu user={user} />
      </div>
    </Layout.Header>
  );
}
