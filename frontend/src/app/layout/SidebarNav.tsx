import { Button, Menu, type MenuProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { TOASTS } from '@dockflow/contracts';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { NAV_GROUPS, activeNavPath, type NavItem } from '../navigation';
import { NAV_ICONS } from './navIcons';

/** docs/product.md §12.3: the shipments export, downloaded by the browser. */
const EXPORT_URL = '/api/export/shipments';

function exportData() {
  window.open(EXPORT_URL, '_blank', 'noopener');
  toast({ title: TOASTS.exportStarted.title, description: 'The shipments export opens in a new window.' });
}

type MenuItem = NonNullable<MenuProps['items']>[number];

function menuItems(isAdmin: boolean, onNavigate?: () => void): MenuItem[] {
  const entry = (item: NavItem): MenuItem => ({
    key: item.path,
    icon: NAV_ICONS[item.path],
    label: (
      <Link to={item.path} onClick={onNavigate}>
        {item.label}
      </Link>
    ),
  });
  return NAV_GROUPS.flatMap((group): MenuItem[] => {
    const entries = group.items.filter((item) => isAdmin || !item.adminOnly).map(entry);
    if (entries.length === 0 || !group.title) return entries;
    return [{ type: 'group', key: group.key, label: group.title, children: entries }];
  });
}

interface SidebarNavProps {
  isAdmin: boolean;
  onNavigate?: () => void;
}

/** docs/product.md §2.3: the sidebar, with the current route's item highlighted. */
export function SidebarNav({ isAdmin, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = activeNavPath(pathname);

  // A click on the item's link is handled by the link; the keyboard (Enter on a focused item) lands here.
  const onMenuClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (domEvent.defaultPrevented) return;
    navigate(key);
    onNavigate?.();
  };

  return (
    <nav className="sidebar-nav" aria-label="Main">
      <Menu
        mode="inline"
        items={menuItems(isAdmin, onNavigate)}
        selectedKeys={selected ? [selected] : []}
        onClick={onMenuClick}
        style={{ borderInlineEnd: 'none' }}
      />
      <div className="sidebar-footer">
        <Button block icon={<DownloadOutlined />} onClick={exportData}>
          Export Data
        </Button>
      </div>
    </nav>
  );
}
