import {
  AppstoreOutlined,
  BarcodeOutlined,
  CarOutlined,
  CheckSquareOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  DesktopOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  InboxOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface NavItem {
  path: string;
  label: string;
  icon: ReactNode;
  adminOnly?: boolean;
}

export interface NavGroup {
  key: string;
  /** Groups after the first carry a heading. */
  title?: string;
  items: NavItem[];
}

/** docs/product.md §2.3: the sidebar, in order. Every item is also a route of the authenticated layout. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    key: 'operations',
    items: [
      { path: '/', label: 'Dashboard', icon: <DashboardOutlined /> },
      { path: '/dock-import', label: 'Dock Schedule Import', icon: <CloudUploadOutlined /> },
      { path: '/container-checkin', label: 'Container Check-In', icon: <InboxOutlined /> },
      { path: '/truck-checkin', label: 'Truck Check-In', icon: <CarOutlined /> },
      { path: '/bol-entry', label: 'Bill of Lading Entry', icon: <FileTextOutlined /> },
      { path: '/otr-setup', label: 'OTR & Forklift Setup', icon: <ToolOutlined /> },
      { path: '/count-confirmation', label: 'Count Confirmation', icon: <CheckSquareOutlined /> },
    ],
  },
  {
    key: 'loading',
    title: 'Loading Operations',
    items: [
      { path: '/trucker-status', label: 'Trucker Status', icon: <UnorderedListOutlined /> },
      { path: '/container-loading', label: 'Container Loading', icon: <BarcodeOutlined /> },
      { path: '/spotter', label: 'Spotter Board', icon: <AppstoreOutlined /> },
      { path: '/my-assignments', label: 'My Assignments', icon: <SolutionOutlined /> },
      { path: '/completed-loads', label: 'Completed Loads', icon: <FileDoneOutlined /> },
    ],
  },
  {
    key: 'administration',
    title: 'Administration',
    items: [
      { path: '/user-management', label: 'User Management', icon: <TeamOutlined />, adminOnly: true },
      { path: '/wall-displays', label: 'Wall Displays', icon: <DesktopOutlined />, adminOnly: true },
    ],
  },
];

export const NAV_ITEMS: readonly NavItem[] = NAV_GROUPS.flatMap((group) => group.items);

/** The sidebar item a path belongs to: / only itself, the others also their sub-paths. */
export function activeNavPath(pathname: string): string | undefined {
  return NAV_ITEMS.find(({ path }) => (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)))?.path;
}
