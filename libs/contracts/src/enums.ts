export const SHIPMENT_STATUSES = [
  'pending',
  'container_checkin',
  'truck_checkin',
  'bol_entry',
  'loading',
  'completed',
  'delayed',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The workflow steps a shipment moves through; `delayed` is an overlay, never a step (docs/product.md §3.5). */
export const WORKFLOW_STEPS = [
  'pending',
  'container_checkin',
  'truck_checkin',
  'bol_entry',
  'loading',
  'completed',
] as const;
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  pending: 'Pending',
  container_checkin: 'Container Check-In',
  truck_checkin: 'Truck Check-In',
  bol_entry: 'BOL Entry',
  loading: 'Loading',
  completed: 'Completed',
  delayed: 'Delayed',
};

/** docs/product.md §3.1: unknown values show as Pending. */
export function shipmentStatusLabel(status: string | null | undefined): string {
  return (SHIPMENT_STATUS_LABELS as Record<string, string>)[status ?? ''] ?? SHIPMENT_STATUS_LABELS.pending;
}

export const ROLES = ['admin', 'operator', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', operator: 'Operator', viewer: 'Viewer' };

export const CREW_FUNCTIONS = ['floor_lead', 'otr_driver', 'forklift_operator', 'spotter'] as const;
export type CrewFunction = (typeof CREW_FUNCTIONS)[number];
export const CREW_FUNCTION_LABELS: Record<CrewFunction, string> = {
  floor_lead: 'Floor Lead',
  otr_driver: 'OTR Driver',
  forklift_operator: 'Forklift Operator',
  spotter: 'Spotter',
};

export const CONTAINER_DOORS = ['1A', '2A', '3A', '1B', '2B', '3B', '1C', '2C', '3C'] as const;
export type ContainerDoor = (typeof CONTAINER_DOORS)[number];
export const DOCK_LOCATIONS = ['Dock A', 'Dock B', 'Dock C', 'Dock D'] as const;
export type DockLocation = (typeof DOCK_LOCATIONS)[number];
export const OTR_DOORS = ['OTR-1', 'OTR-2', 'OTR-3', 'OTR-4', 'OTR-5', 'OTR-6'] as const;
export type OtrDoor = (typeof OTR_DOORS)[number];
export const TRUCK_COLORS = ['White', 'Black', 'Blue', 'Red', 'Green', 'Yellow', 'Silver', 'Gray'] as const;
export type TruckColor = (typeof TRUCK_COLORS)[number];
export const PRIORITIES = ['low', 'normal', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const SPOTTER_TASK_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type SpotterTaskStatus = (typeof SPOTTER_TASK_STATUSES)[number];

export const LOADING_ROWS_PER_CONTAINER = 20;
export const CONTAINER_CHECKIN_PROGRESS = 10;
/** Progress a BOL guarantees; loading rows climb from here (docs/product.md §3.4). */
export const BOL_ENTRY_PROGRESS = 30;
/** Each loading row's share of what is left after the BOL: 70 / 20 = 3.5 points. */
export const PROGRESS_PER_ROW = (100 - BOL_ENTRY_PROGRESS) / LOADING_ROWS_PER_CONTAINER;

/**
 * docs/product.md §3.4: progress once `rowsRecorded` loading rows are in: 30 + rows x 3.5, rounded
 * (row 1 is 34%, row 20 is 100%), so it never drops below the BOL's 30.
 */
export function loadingProgress(rowsRecorded: number): number {
  return Math.min(100, Math.round(BOL_ENTRY_PROGRESS + rowsRecorded * PROGRESS_PER_ROW));
}

/** docs/product.md §16.3: 100 minus 5 per hour of loading over 4 hours (each started hour counts), clamped 60-100. */
export function efficiencyScore(loadingMinutes: number): number {
  const hoursOver = Math.max(0, Math.ceil((loadingMinutes - 4 * 60) / 60));
  return Math.min(100, Math.max(60, 100 - 5 * hoursOver));
}

/** The columns the shipment list sorts by (docs/product.md §2.4); without one, active work comes first. */
export const SHIPMENT_SORT_KEYS = ['tmpNumber', 'eta', 'status', 'progress'] as const;
export type ShipmentSortKey = (typeof SHIPMENT_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
