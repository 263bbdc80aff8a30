import { DASHBOARD_FIRST_LIST, type FirstPageAnswers } from '@dockflow/contracts';
import { dashboardStatsApi } from '../features/dashboard/api/dashboardStatsApi';
import { sessionApi } from '../lib/session';
import { shipmentListApi } from '../resources/shipmentList';
import type { AppDispatch } from './store';

/**
 * The cache entries the dashboard's first page is drawn from (docs/decisions.md, "The first page drawn
 * by the server"), on both sides: the server puts its answers there before drawing the page, and the
 * page, which finds them in the state the server sent, holds them until the screen has hydrated.
 */
export function putFirstPageAnswers(dispatch: AppDispatch, answers: FirstPageAnswers): Promise<unknown> {
  return Promise.all([
    dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, answers.user)),
    dispatch(sessionApi.util.upsertQueryData('getSite', undefined, answers.site)),
    dispatch(shipmentListApi.util.upsertQueryData('listShipments', DASHBOARD_FIRST_LIST, answers.shipments)),
    dispatch(dashboardStatsApi.util.upsertQueryData('getDashboardStats', undefined, answers.stats)),
  ]);
}

let held: { unsubscribe(): void }[] = [];

/**
 * Subscribes to the answers the page was drawn from (they are cached already: nothing is asked for).
 * React hydrates the layout first and the screen a moment later, and an answer no screen had subscribed
 * to yet would be dropped by the refetch the live connection asks for as it opens.
 */
export function holdFirstPageAnswers(dispatch: AppDispatch): void {
  held = [
    dispatch(sessionApi.endpoints.getCurrentUser.initiate()),
    dispatch(sessionApi.endpoints.getSite.initiate()),
    dispatch(shipmentListApi.endpoints.listShipments.initiate(DASHBOARD_FIRST_LIST)),
    dispatch(dashboardStatsApi.endpoints.getDashboardStats.initiate()),
  ];
}

/** Once the screen has hydrated: its own subscriptions hold its answers from then on. */
export function releaseFirstPageAnswers(): void {
  for (const subscription of held) subscription.unsubscribe();
  held = [];
}
