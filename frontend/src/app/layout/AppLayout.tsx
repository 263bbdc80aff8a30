import { Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useIsNarrow } from '../../components/useScreen';
import { useInstructionsAlerts } from '../../features/my-assignments/useInstructionsAlerts';
import { useTaskAssignedAlerts } from '../../features/spotter/useTaskAssignedAlerts';
import { useSession } from '../../lib/session';
import { useScanHandler } from '../scan/useScanHandler';
import { useWedgeScanner } from '../scan/useWedgeScanner';
import { useOutboxSender } from '../useOutboxSender';
import { AppHeader } from './AppHeader';
import { NavDrawer } from './NavDrawer';
import { SidebarNav } from './SidebarNav';

/**
 * docs/product.md §2.3: the authenticated layout: fixed header, left sidebar and the screen. On a phone or a
 * tablet the sidebar is a drawer with its labels, opened from the header: a rail of icons would need
 * hover tooltips, which a touch screen never shows.
 */
export function AppLayout() {
  const { user } = useSession();
  // A spotter hears of a new task on whatever screen they are (docs/product.md §8.1), not only on their board.
  useTaskAssignedAlerts();
  // So does an OTR driver or forklift operator of instructions sent to them (docs/product.md §8.4).
  useInstructionsAlerts();
  useOutboxSender(user?.id ?? null);
  const handleScan = useScanHandler();
  useWedgeScanner(useCallback((text: string) => void handleScan(text), [handleScan]));
  const isNarrow = useIsNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!user) return null;

  const isAdmin = user.role === 'admin';
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className="app-shell">
      <AppHeader user={user} onOpenNavigation={isNarrow ? () => setDrawerOpen(true) : undefined} showScan={isNarrow} />
      <div className="app-body">
        {isNarrow ? (
          <NavDrawer open={drawerOpen} onClose={closeDrawer}>
            <SidebarNav isAdmin={isAdmin} onNavigate={closeDrawer} />
          </NavDrawer>
        ) : (
          <aside className="app-sider">
            <SidebarNav isAdmin={isAdmin} />
          </aside>
        )}
        <main className="app-content">
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
