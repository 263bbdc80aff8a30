import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useIsNarrow } from '../../components/useScreen';
import { useInstructionsAlerts } from '../../features/my-assignments/useInstructionsAlerts';
import { useTaskAssignedAlerts } from '../../features/spotter/useTaskAssignedAlerts';
import { announceFirstPageHydrated } from '../../lib/firstPage';
import { useSession } from '../../lib/session';
import { useScanHandler } from '../scan/useScanHandler';
import { useWedgeScanner } from '../scan/useWedgeScanner';
import { releaseFirstPageAnswers } from '../firstPageAnswers';
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
            <ScreenShown />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** The User Timing mark of the first screen's commit: from then on it acts (bench/frontend.mjs reads it). */
const SCREEN_SHOWN_MARK = 'dockflow:screen-shown';

/**
 * Beside the screen, in its Suspense boundary: once the boundary has committed, the screen is drawn (or
 * hydrated, on the first page the server drew) and subscribed to its answers (app/firstPageAnswers.ts);
 * the clicks the drawn page held until then are made again.
 */
function ScreenShown() {
  useEffect(() => {
    releaseFirstPageAnswers();
    announceFirstPageHydrated();
    // Optional: the fake clock of the component tests replaces `performance` with one that has no marks.
    performance.mark?.(SCREEN_SHOWN_MARK);
  }, []);
  return null;
}
