import type { ShipmentStatus } from '@dockflow/contracts';
import type { PlainTagColor } from './plain/PlainTag';

export type IndicatorTone = 'green' | 'yellow' | 'red';

export const TONE_COLORS: Record<IndicatorTone, string> = {
  green: '#52c41a',
  yellow: '#fadb14',
  red: '#ff4d4f',
};

/** docs/product.md §3.4: progress is shown within 0-100. */
export function clampProgress(value: number | null | undefined): number {
  if (value === null || value === undefined || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** docs/product.md §3.4: green at 75 or more, yellow at 50 or more, red below 50. */
export function progressTone(value: number | null | undefined): IndicatorTone {
  const progress = clampProgress(value);
  if (progress >= 75) return 'green';
  return progress >= 50 ? 'yellow' : 'red';
}

/** docs/product.md §3.4: the row dot is green when completed, red when delayed, yellow otherwise. */
export function rowDotTone(status: string | null | undefined): IndicatorTone {
  if (status === 'completed') return 'green';
  return status === 'delayed' ? 'red' : 'yellow';
}

const STATUS_TAG_COLORS: Record<ShipmentStatus, PlainTagColor> = {
  pending: 'default',
  container_checkin: 'blue',
  truck_checkin: 'geekblue',
  bol_entry: 'purple',
  loading: 'orange',
  completed: 'green',
  delayed: 'red',
};

/** The badge colour of a status; unknown values look like Pending, as they read (docs/product.md §3.1). */
export function statusTagColor(status: string | null | undefined): PlainTagColor {
  return (STATUS_TAG_COLORS as Record<string, PlainTagColor>)[status ?? ''] ?? STATUS_TAG_COLORS.pending;
}
