import { Suspense, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { AUTH_PATH } from '../lib/nextPath';
import {
  AuthPage,
  BolEntryScreen,
  CompletedLoadsScreen,
  ContainerCheckInScreen,
  ContainerLoadingScreen,
  DockImportScreen,
  CountConfirmationScreen,
  DashboardScreen,
  DockDisplayScreen,
  MyAssignmentsScreen,
  NotFoundPage,
  OtrSetupScreen,
  ProfileScreen,
  ShipmentScreen,
  SpotterBoardScreen,
  TruckCheckInScreen,
  TruckerStatusScreen,
  UserManagementScreen,
  WallDisplaysScreen,
} from './lazyScreens';
import { NAV_ITEMS, type NavItem } from './navigation';
import { RequireAdmin } from './RequireAdmin';
import { SessionRoot } from './SessionRoot';

/** Every screen of the sidebar, by path. */
const BUILT_SCREENS: Readonly<Record<string, ReactNode>> = {
  '/': <DashboardScreen />,
  '/dock-import': <DockImportScreen />,
  '/container-checkin': <ContainerCheckInScreen />,
  '/truck-checkin': <TruckCheckInScreen />,
  '/bol-entry': <BolEntryScreen />,
  '/otr-setup': <OtrSetupScreen />,
  '/count-confirmation': <CountConfirmationScreen />,
  '/container-loading': <ContainerLoadingScreen />,
  '/trucker-status': <TruckerStatusScreen />,
  '/spotter': <SpotterBoardScreen />,
  '/my-assignments': <MyAssignmentsScreen />,
  '/completed-loads': <CompletedLoadsScreen />,
  '/user-management': <UserManagementScreen />,
  '/wall-displays': <WallDisplaysScreen />,
};

function navRoute(item: NavItem): RouteObject {
  const screen = BUILT_SCREENS[item.path];
  const element = item.adminOnly ? <RequireAdmin>{screen}</RequireAdmin> : screen;
  return item.path === '/' ? { index: true, element } : { path: item.path.slice(1), element };
}

/** The routes of the signed-in layout, below /. */
const signedInRoutes: RouteObject[] = [
  ...NAV_ITEMS.map(navRoute),
  { path: 'shipments/:id', element: <ShipmentScreen /> },
  { path: 'profile/:id?', element: <ProfileScreen /> },
];

/** docs/product.md §2.1 and §2.2: every route of the app. */
export const appRoutes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      { path: AUTH_PATH, element: <AuthPage /> },
      // A wall display is a device with its own credential, not a person's session (docs/product.md §9).
      { path: '/display', element: <DockDisplayScreen /> },
      {
        path: '/',
        element: <SessionRoot signedInRoutes={signedInRoutes} />,
        children: [...signedInRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
