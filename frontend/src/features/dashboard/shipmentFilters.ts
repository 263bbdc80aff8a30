import { DASHBOARD_DOCK_FILTERS } from '@dockflow/contracts';
import type { ShipmentSearch } from './api/shipmentListApi';

/** docs/product.md §2.4: the status filter; In Progress is checked in but not yet loading. */
export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'loading', label: 'Loading' },
  { value: 'completed', label: 'Completed' },
] as const;
export type StatusFilter = (typeof STATUS_FILTER_OPTIONS)[number]['value'];

export type DockFilter = 'all' | (typeof DASHBOARD_DOCK_FILTERS)[number];
export const DOCK_FILTER_OPTIONS: { value: DockFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...DASHBOARD_DOCK_FILTERS.map((dock) => ({ value: dock, label: dock })),
];

export interface ShipmentChoice {
  status: StatusFilter;
  dock: DockFilter;
}

export const ALL_SHIPMENTS: ShipmentChoice = { status: 'all', dock: 'all' };

/** The filters as the list and the export take them: 'All' and a blank search are left out (docs/product.md §13.3). */
export function shipmentSearch({ status, dock }: ShipmentChoice, search: string): ShipmentSearch {
  return {
    status: status === 'all' ? undefined : status,
    dock: dock === 'all' ? undefined : dock,
    search: search.trim() || undefined,
  };
}
