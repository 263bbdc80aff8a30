import type { DashboardStats } from '@dockflow/contracts';
import type { SummaryFigure } from '../../components/SummaryCards';

const MINUS = '\u2212';

/** docs/product.md §2.4, §17.4: the captions in the prototype's wording ('+3 from yesterday'), computed by the server. */
export function activeChangeCaption(change: number): string {
  if (change === 0) return 'Same as yesterday';
  return change > 0 ? `+${change} from yesterday` : `${MINUS}${Math.abs(change)} from yesterday`;
}

export function averageWaitCaption(minutes: number | null): string {
  return minutes === null ? 'Avg wait: no releases today' : `Avg wait: ${Math.round(minutes)} min`;
}

export function loadingProgressCaption(percent: number | null): string {
  return percent === null ? 'No containers loading' : `${Math.round(percent)}% avg progress`;
}

export function onTimeCaption(percent: number | null): string {
  return percent === null ? 'No completed loads with an ETA this week' : `${Math.round(percent)}% on-time rate`;
}

/** docs/product.md §2.4: the dashboard's four stat cards. */
export function dashboardFigures(stats: DashboardStats | undefined): SummaryFigure[] {
  const captions = stats?.captions;
  return [
    { title: 'Active Shipments', value: stats?.activeShipments, caption: captions && activeChangeCaption(captions.activeChangeSinceYesterday) },
    { title: 'Trucks in Queue', value: stats?.trucksInQueue, caption: captions && averageWaitCaption(captions.averageWaitMinutes) },
    { title: 'Containers Loading', value: stats?.containersLoading, caption: captions && loadingProgressCaption(captions.averageLoadingProgress) },
    { title: 'Completed Today', value: stats?.completedToday, caption: captions && onTimeCaption(captions.onTimeRate) },
  ];
}

function count(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** How long ago `iso` was, as 'just now', '2 minutes ago', '1 hour ago'. */
export function timeAgo(iso: string, now: number): string {
  const minutes = Math.floor(Math.max(0, now - Date.parse(iso)) / 60_000);
  if (Number.isNaN(minutes) || minutes < 1) return 'just now';
  if (minutes < 60) return `${count(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${count(hours, 'hour')} ago` : `${count(Math.floor(hours / 24), 'day')} ago`;
}
