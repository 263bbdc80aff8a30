import { Drawer, Grid, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useTaskAssignedAlerts } from '../../features/spotter/components/TaskAlerts';
import { useSession } from '../../lib/session';
import { useOutboxSender } from '../useOutboxSender';
import { AppHeader } from './AppHeader';
import { SidebarNav } from './SidebarNav';

/**
 * docs/product.md §2.3: the authenticated layout: fixed header, left sidebar and the screen. On a tablet the
 * sidebar narrows to its icons; on a phone it becomes a drawer opened from the header.
 */
export function AppLayout() {
  const { user } = useSession();
  // A spotter hears of a new task on whatever screen they are (docs/product.md §8.1), not only on their board.
  useTaskAssignedAlerts();
  useOutboxSender(user?.id ?? null);
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  // A tablet keeps the sidebar as a rail of icons, leaving the width to the screen.
  const isRail = !isPhone && !screens.lg;
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!user) return null;

  const isAdmin = user.role === 'admin';
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Layout className="app-shell">
      <AppHeader user={user} onOpenNavigation={isPhone ? () => setDrawerOpen(true) : undefined} />
      <Layout className="app-body">
        {isPhone ? (
          <Drawer placement="left" size={280} title="DockFlow" open={drawerOpen} onClose={closeDrawer} className="nav-drawer">
            <SidebarNav isAdmin={isAdmin} onNavigate={closeDrawer} />
          </Drawer>
        ) : (
          <Layout.Sider theme="light" width={240} collapsedWidth={72} collapsed={isRail} trigger={null} className="app-sider">
            <SidebarNav isAdmin={isAdmin} compact={isRail} />
          </Layout.Sider>
        )}
        <Layout.Content className="app-content">
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
