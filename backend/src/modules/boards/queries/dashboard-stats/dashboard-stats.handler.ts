import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { DashboardStats } from '@dockflow/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/env.js';
import { DashboardStatsQuery } from './dashboard-stats.query.js';

interface StatsRow {
  active: number;
  active_yesterday: number;
  trucks_in_queue: number;
  loading: number;
  completed_today: number;
  average_wait_minutes: number | null;
  average_loading_progress: number | null;
  on_time_rate: number | null;
}

/**
 * The dashboard's figures, defined in docs/decisions.md and computed in one round trip.
 * "Today" starts at midnight in the site's time zone (DECISIONS 0).
 */
const STATS_SQL = `
  with bounds as (select (date_trunc('day', now() at time zone ?) at time zone ?) as today_start)
  select
    (select count(*) from shipments where workflow_step not in ('pending', 'completed'))::int as active,
    (select count(*) from shipments s
      where s.workflow_step <> 'pending'
        and (s.actual_completion is null or s.actual_completion > now() - interval '1 day')
        and exists (select 1 from domain_events e where e.shipment_id = s.id and e.type = 'ContainerCheckedIn'
                    and e.occurred_at <= now() - interval '1 day'))::int as active_yesterday,
    (select count(*) from purchase_orders where check_in_time is not null and released_at is null)::int as trucks_in_queue,
    (select count(*) from shipments where workflow_step = 'loading')::int as loading,
    (select count(*) from shipments, bounds where actual_completion >= bounds.today_start)::int as completed_today,
    (select round(avg(extract(epoch from released_at - check_in_time) / 60))::int from purchase_orders, bounds
      where released_at >= bounds.today_start and check_in_time is not null) as average_wait_minutes,
    (select round(avg(progress_percentage))::int from shipments where workflow_step = 'loading') as average_loading_progress,
    (select round(100.0 * count(*) filter (where actual_completion <= estimated_completion) / nullif(count(*), 0))::int
      from shipments where actual_completion >= now() - interval '7 days' and estimated_completion is not null) as on_time_rate
`;

@QueryHandler(DashboardStatsQuery)
export class DashboardStatsHandler implements IQueryHandler<DashboardStatsQuery, DashboardStats> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<DashboardStats> {
    const [row] = await this.orm.em.fork().execute<StatsRow[]>(STATS_SQL, [this.config.siteTimezone, this.config.siteTimezone]);
    const stats = row!;
    return {
      activeShipments: stats.active,
      trucksInQueue: stats.trucks_in_queue,
      containersLoading: stats.loading,
      completedToday: stats.completed_today,
      captions: {
        activeChangeSinceYesterday: stats.active - stats.active_yesterday,
        averageWaitMinutes: stats.average_wait_minutes,
        averageLoadingProgress: stats.average_loading_progress,
        onTimeRate: stats.on_time_rate,
      },
      generatedAt: new Date().toISOString(),
    };
  }
}
