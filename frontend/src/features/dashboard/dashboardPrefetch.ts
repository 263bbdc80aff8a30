import { DASHBOARD_FIRST_LIST } from '@dockflow/contracts';
import { shipmentListApi } from '../../resources/shipmentList';
import { dashboardStatsApi } from './api/dashboardStatsApi';

/** The dashboard's list shows 25 shipments a page. */
export const PAGE_SIZE = DASHBOARD_FIRST_LIST.pageSize;

/**
 * The dashboard's first answers, asked for as soon as the session names a user rather than once the
 * screen's code has loaded and rendered (docs/performance.md, "Time to 25 rows"): the same arguments as
 * the screen's first list (no filter, no sort, page 1), so the screen finds them in the cache.
 */
export const dashboardPrefetches = () => [
  shipmentListApi.util.prefetch('listShipments', DASHBOARD_FIRST_LIST, {}),
  dashboardStatsApi.util.prefetch('getDashboardStats', undefined, {}),
];
