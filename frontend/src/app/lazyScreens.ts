import { lazy, type ComponentType } from 'react';
import { themed } from '../components/themed';
import { dashboardPrefetches } from '../features/dashboard/dashboardPrefetch';
import { lazyNamed } from '../lib/lazyNamed';
import { AUTH_PATH } from '../lib/nextPath';
import type { AppDispatch } from './store';

/** lazyNamed for a page drawn with antd: it comes with antd's theme (components/themed.ts). */
function lazyThemed<Name extends string, Module extends Record<Name, ComponentType>>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: await themed(load(), name) }));
}

// Each page loads its own code, so a visitor's first download (landing, sign-in) stays small. The sign-in
// page, the signed-in layout and the dashboard are plain React; antd loads with the other pages
// (docs/decisions.md, "First screen weight").
export const LandingPage = lazyNamed(() => import('../features/auth/LandingPage'), 'LandingPage');
export const NotFoundPage = lazyThemed(() => import('../components/NotFoundPage'), 'NotFoundPage');
export const AuthPage = lazyNamed(() => import('../features/auth/AuthPage'), 'AuthPage');
export const AppLayout = lazyNamed(() => import('./layout/AppLayout'), 'AppLayout');
export const DashboardScreen = lazyNamed(() => import('../features/dashboard/DashboardScreen'), 'DashboardScreen');
// socket.io-client loads with the first signed-in screen, not with the sign-in page (docs/performance.md).
export const LiveSubscription = lazyNamed(() => import('./LiveSubscription'), 'LiveSubscription');

/**
 * Starts loading the signed-in layout's code now (the live connection's with it: one file), and the
 * dashboard's when it is the screen asked for, side by side rather than each once the one before has
 * rendered (a module loads once: React.lazy reuses it).
 */
export function preloadSignedInCode(pathname: string): Promise<unknown> {
  return Promise.all([AppLayout.preload(), LiveSubscription.preload(), pathname === '/' && DashboardScreen.preload()]);
}

/** For a visitor, the code of the page the path opens on: the landing page at /, the sign-in page at its own path. */
export function preloadVisitorCode(pathname: string): Promise<unknown> {
  if (pathname === '/') return LandingPage.preload();
  return pathname === AUTH_PATH ? AuthPage.preload() : Promise.resolve();
}

/**
 * Once the session names a user: for the dashboard, its first answers, then the code above. The build
 * puts the signed-in layout and the dashboard in one file each (frontend/build/signedInChunks.ts), so
 * nothing queues on HTTP/1.1's six connections before the answers are asked for (docs/performance.md).
 * The prefetch itself comes with the first page's code: the answers are asked for beside the screens'
 * code, not once it has loaded, and are in the store when the dashboard first renders.
 */
export function preloadSignedIn(pathname: string, dispatch: AppDispatch): Promise<unknown> {
  if (pathname === '/') for (const prefetch of dashboardPrefetches()) dispatch(prefetch);
  return preloadSignedInCode(pathname);
}
export const ContainerCheckInScreen = lazyThemed(
  () => import('../features/container-checkin/ContainerCheckInScreen'),
  'ContainerCheckInScreen',
);
export const TruckCheckInScreen = lazyThemed(() => import('../features/truck-checkin/TruckCheckInScreen'), 'TruckCheckInScreen');
export const BolEntryScreen = lazyThemed(() => import('../features/bol-entry/BolEntryScreen'), 'BolEntryScreen');
export const MyAssignmentsScreen = lazyThemed(() => import('../features/my-assignments/MyAssignmentsScreen'), 'MyAssignmentsScreen');
export const OtrSetupScreen = lazyThemed(() => import('../features/otr-setup/OtrSetupScreen'), 'OtrSetupScreen');
export const CountConfirmationScreen = lazyThemed(() => import('../features/count-confirmation/CountConfirmationScreen'), 'CountConfirmationScreen');
export const ContainerLoadingScreen = lazyThemed(() => import('../features/container-loading/ContainerLoadingScreen'), 'ContainerLoadingScreen');
export const TruckerStatusScreen = lazyThemed(() => import('../features/trucker-status/TruckerStatusScreen'), 'TruckerStatusScreen');
export const SpotterBoardScreen = lazyThemed(() => import('../features/spotter/SpotterBoardScreen'), 'SpotterBoardScreen');
export const CompletedLoadsScreen = lazyThemed(() => import('../features/completed-loads/CompletedLoadsScreen'), 'CompletedLoadsScreen');
export const UserManagementScreen = lazyThemed(() => import('../features/users/UserManagementScreen'), 'UserManagementScreen');
export const WallDisplaysScreen = lazyThemed(() => import('../features/wall-displays/WallDisplaysScreen'), 'WallDisplaysScreen');
export const ProfileScreen = lazyThemed(() => import('../features/profile/ProfileScreen'), 'ProfileScreen');
export const ShipmentScreen = lazyThemed(() => import('../features/shipment/ShipmentScreen'), 'ShipmentScreen');
export const DockDisplayScreen = lazyThemed(() => import('../features/display/DockDisplayScreen'), 'DockDisplayScreen');
export const DockImportScreen = lazyThemed(() => import('../features/dock-import/DockImportScreen'), 'DockImportScreen');
