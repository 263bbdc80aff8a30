export interface NavItem {
  path: string;
  label: string;
  adminOnly?: boolean;
}

export interface NavGroup {
  key: string;
  /** Groups after the first carry a heading. */
  title?: string;
  items: NavItem[];
}

/** docs/product.md §2.3: the sidebar, in order (icons: layout/navIcons.tsx). Every item is also a route of the authenticated layout. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    key: 'operations',
    items: [
      { path: '/', label: 'Dashboard' },
      { path: '/dock-import', label: 'Dock Schedule Import' },
      { path: '/container-checkin', label: 'Container Check-In' },
      { path: '/truck-checkin', label: 'Truck Check-In' },
      { path: '/bol-entry', label: 'Bill of Lading Entry' },
      { path: '/otr-setup', label: 'OTR & Forklift Setup' },
      { path: '/count-confirmation', label: 'Count Confirmation' },
    ],
  },
  {
    key: 'loading',
    title: 'Loading Operations',
    items: [
      { path: '/trucker-status', label: 'Trucker Status' },
      { path: '/container-loading', label: 'Container Loading' },
      { path: '/spotter', label: 'Spotter Board' },
      { path: '/my-assignments', label: 'My Assignments' },
      { path: '/completed-loads', label: 'Completed Loads' },
    ],
  },
  {
    key: 'administration',
    title: 'Administration',
    items: [
      { path: '/user-management', label: 'User Management', adminOnly: true },
      { path: '/wall-displays', label: 'Wall Displays', adminOnly: true },
    ],
  },
];

export const NAV_ITEMS: readonly NavItem[] = NAV_GROUPS.flatMap((group) => group.items);

/** The sidebar item a path belongs to: / only itself, the others also their sub-paths. */
export function activeNavPath(pathname: string): string | undefined {
  return NAV_ITEMS.find(({ path }) => (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)))?.path;
}
