import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { Link, useLocation } from 'react-router-dom';
import { PlainButton } from '../../components/plain/PlainButton';
import { SvgIcon } from '../../components/SvgIcon';
import { exportShipments } from '../../components/shipmentsExport';
import { NAV_GROUPS, activeNavPath, type NavItem } from '../navigation';
import { NAV_ICONS } from './navIcons';

interface SidebarNavProps {
  isAdmin: boolean;
  onNavigate?: () => void;
}

/** docs/product.md §2.3: the sidebar, with the current route's item highlighted. */
export function SidebarNav({ isAdmin, onNavigate }: SidebarNavProps) {
  const selected = activeNavPath(useLocation().pathname);
  const entry = (item: NavItem) => (
    <li key={item.path}>
      <Link to={item.path} onClick={onNavigate} aria-current={item.path === selected ? 'page' : undefined} className="sidebar-link">
        <SvgIcon icon={NAV_ICONS[item.path]} />
        <span>{item.label}</span>
      </Link>
    </li>
  );

  return (
    <nav className="sidebar-nav" aria-label="Main">
      {NAV_GROUPS.map((group) => {
        const items = group.items.filter((item) => isAdmin || !item.adminOnly);
        if (items.length === 0) return null;
        const headingId = `nav-group-${group.key}`;
        return (
          <div key={group.key} className="sidebar-group">
            {group.title && (
              <div id={headingId} className="sidebar-group-title">
                {group.title}
              </div>
            )}
            <ul aria-labelledby={group.title ? headingId : undefined}>{items.map(entry)}</ul>
          </div>
        );
      })}
      <div className="sidebar-footer">
        <PlainButton block icon={<SvgIcon icon={DownloadOutlined} />} onClick={() => exportShipments({})}>
          Export Data
        </PlainButton>
      </div>
    </nav>
  );
}
