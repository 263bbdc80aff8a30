import { DOCK_LOCATIONS, type DockLocation } from '@dockflow/contracts';
import type { ShipmentSearch } from '../../resources/shipmentList';

/**
 * docs/product.md §2.4: the status filter. In Progress is checked in but not yet loading; each
 * step's filter includes its delayed shipments, and Delayed lists every overdue one.
 */
export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'loading', label: 'Loading' },
  { value: 'completed', label: 'Completed' },
  { value: 'delayed', label: 'Delayed' },
] as const;
export type StatusFilter = (typeof STATUS_FILTER_OPTIONS)[number]['value'];

export type DockFilter = 'all' | DockLocation;
/** Every dock a shipment can be at (docs/product.md §16.1). */
export const DOCK_FILTER_OPTIONS: { value: DockFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...DOCK_LOCATIONS.map((dock) => ({ value: dock, label: dock })),
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
