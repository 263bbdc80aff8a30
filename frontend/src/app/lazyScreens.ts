import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named component export. */
function lazyNamed<Name extends string, Module extends Record<Name, ComponentType>>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// Each page loads its own code, so a visitor's first download (landing, sign-in) stays small.
export const LandingPage = lazyNamed(() => import('../features/auth/LandingPage'), 'LandingPage');
export const AuthPage = lazyNamed(() => import('../features/auth/AuthPage'), 'AuthPage');
export const AppLayout = lazyNamed(() => import('./layout/AppLayout'), 'AppLayout');
export const DashboardScreen = lazyNamed(() => import('../features/dashboard/DashboardScreen'), 'DashboardScreen');
export const ContainerCheckInScreen = lazyNamed(
  () => import('../features/container-checkin/ContainerCheckInScreen'),
  'ContainerCheckInScreen',
);
