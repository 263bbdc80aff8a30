import { createElement, lazy, type ComponentType } from 'react';

/** React.lazy for a module's named component export. */
function lazyNamed<Name extends string, Module extends Record<Name, ComponentType>>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * lazyNamed for a page drawn with antd that no other antd page encloses: it comes with antd's theme
 * (components/AppTheme.tsx), loaded beside it. The screens inside the layout get the layout's.
 */
function lazyThemed<Name extends string, Module extends Record<Name, ComponentType>>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => {
    const [module, { AppTheme }] = await Promise.all([load(), import('../components/AppTheme')]);
    const Page = module[name];
    return { default: () => createElement(AppTheme, null, createElement(Page)) };
  });
}

// Each page loads its own code, so a visitor's first download (landing, sign-in) stays small; the
// sign-in page is plain React, antd loads with the other pages (docs/performance.md).
export const LandingPage = lazyThemed(() => import('../features/auth/LandingPage'), 'LandingPage');
export const NotFoundPage = lazyThemed(() => import('../components/NotFoundPage'), 'NotFoundPage');
export const AuthPage = lazyNamed(() => import('../features/auth/AuthPage'), 'AuthPage');
const loadAppLayout = () => import('./layout/AppLayout');
export const AppLayout = lazyThemed(loadAppLayout, 'AppLayout');

/** Starts loading the signed-in layout and antd's theme now (their modules load once: React.lazy reuses them). */
export function preloadAppLayout(): void {
  void loadAppLayout();
  void import('../components/AppTheme');
}
export const DashboardScreen = lazyNamed(() => import('../features/dashboard/DashboardScreen'), 'DashboardScreen');
export const ContainerCheckInScreen = lazyNamed(
  () => import('../features/container-checkin/ContainerCheckInScreen'),
  'ContainerCheckInScreen',
);
export const TruckCheckInScreen = lazyNamed(() => import('../features/truck-checkin/TruckCheckInScreen'), 'TruckCheckInScreen');
export const BolEntryScreen = lazyNamed(() => import('../features/bol-entry/BolEntryScreen'), 'BolEntryScreen');
export const MyAssignmentsScreen = lazyNamed(() => import('../features/my-assignments/MyAssignmentsScreen'), 'MyAssignmentsScreen');
export const OtrSetupScreen = lazyNamed(() => import('../features/otr-setup/OtrSetupScreen'), 'OtrSetupScreen');
export const CountConfirmationScreen = lazyNamed(() => import('../features/count-confirmation/CountConfirmationScreen'), 'CountConfirmationScreen');
export const ContainerLoadingScreen = lazyNamed(() => import('../features/container-loading/ContainerLoadingScreen'), 'ContainerLoadingScreen');
export const TruckerStatusScreen = lazyNamed(() => import('../features/trucker-status/TruckerStatusScreen'), 'TruckerStatusScreen');
export const SpotterBoardScreen = lazyNamed(() => import('../features/spotter/SpotterBoardScreen'), 'SpotterBoardScreen');
export const CompletedLoadsScreen = lazyNamed(() => import('../features/completed-loads/CompletedLoadsScreen'), 'CompletedLoadsScreen');
export const UserManagementScreen = lazyNamed(() => import('../features/users/UserManagementScreen'), 'UserManagementScreen');
export const WallDisplaysScreen = lazyNamed(() => import('../features/wall-displays/WallDisplaysScreen'), 'WallDisplaysScreen');
export const ProfileScreen = lazyNamed(() => import('../features/profile/ProfileScreen'), 'ProfileScreen');
export const ShipmentScreen = lazyNamed(() => import('../features/shipment/ShipmentScreen'), 'ShipmentScreen');
export const DockDisplayScreen = lazyThemed(() => import('../features/display/DockDisplayScreen'), 'DockDisplayScreen');
export const DockImportScreen = lazyNamed(() => import('../features/dock-import/DockImportScreen'), 'DockImportScreen');
