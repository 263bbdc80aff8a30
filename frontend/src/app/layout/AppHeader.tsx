import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import type { PublicUser } from '@dockflow/contracts';
import { Link } from 'react-router-dom';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { PlainButton } from '../../components/plain/PlainButton';
import { PlainTag } from '../../components/plain/PlainTag';
import { SvgIcon } from '../../components/SvgIcon';
import { roleLabel } from '../../lib/session';
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
    <header className="app-header">
      {onOpenNavigation && <PlainButton look="text" icon={<SvgIcon icon={MenuOutlined} />} aria-label="Open navigation" onClick={onOpenNavigation} />}
      <Link to="/" className="app-brand">
        DockFlow
      </Link>
      <div className="app-header-end">
        {showScan && <ScanButton />}
        <ConnectionBadge />
        <ShiftLabel />
        {/* On a phone the role is in the user menu: the connection's word needs the room (docs/product.md §2.3). */}
        <PlainTag color="blue" className="hide-on-phone">
          {roleLabel(user)}
        </PlainTag>
        <UserMenu user={user} />
      </div>
    </header>
  );
}
