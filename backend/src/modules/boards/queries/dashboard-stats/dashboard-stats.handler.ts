import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { DashboardStats } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../../config/env.js';
import { readRows } from '../../../../database/read-rows.js';
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
 * "Today" starts at midnight in the site's time zone (docs/product.md §15).
 *
 * The figures that would count tens of thousands of rows come from `dashboard_counts`, kept exact by
 * triggers in each writing transaction (migration Migration20261121120000_bench_indexes,
 * docs/performance.md). "Active yesterday" — not pending, not completed more than a day ago, checked in
 * more than a day ago — is the counter of open checked-in shipments, plus those completed within the
 * day, minus open ones whose check-in is all within the day: the two live terms touch a day's rows.
 * Each shipment's first check-in is one probe of domain_events_checked_in_index (a scalar subquery): as
 * EXISTS / NOT EXISTS the planner hashed every check-in event instead (0.5 s at 100,000 shipments).
 */
const STATS_SQL = `
  with bounds as (select ?::timestamptz as now, (date_trunc('day', ?::timestamptz at time zone ?) at time zone ?) as today_start),
  counts as (
    select coalesce(sum(value) filter (where name = 'active'), 0)::int as active,
           coalesce(sum(value) filter (where name = 'loading'), 0)::int as loading,
           coalesce(sum(value) filter (where name = 'loading_progress'), 0) as loading_progress,
           coalesce(sum(value) filter (where name = 'open_checked_in'), 0)::int as open_checked_in,
           coalesce(sum(value) filter (where name = 'trucks_in_queue'), 0)::int as trucks_in_queue
    from dashboard_counts)
  select
    counts.active,
    (counts.open_checked_in
      + (select count(*) from shipments s
          where s.workflow_step <> 'pending' and s.actual_completion > bounds.now - interval '1 day'
            and (select min(e.occurred_at) from domain_events e where e.shipment_id = s.id and e.type = 'ContainerCheckedIn')
                <= bounds.now - interval '1 day')
      - (select count(*) from (select distinct e.shipment_id from domain_events e
                               where e.type = 'ContainerCheckedIn' and e.occurred_at > bounds.now - interval '1 day') recent
          -- offset 0 keeps this one primary-key lookup per recent check-in, not a hash join over every open shipment
          cross join lateral (select 1 from shipments s
                              where s.id = recent.shipment_id and s.workflow_step <> 'pending' and s.actual_completion is null offset 0) open
          where (select min(e.occurred_at) from domain_events e where e.shipment_id = recent.shipment_id and e.type = 'ContainerCheckedIn')
                > bounds.now - interval '1 day')
    )::int as active_yesterday,
    counts.trucks_in_queue,
    counts.loading,
    (select count(*) from shipments, bounds where actual_completion >= bounds.today_start)::int as completed_today,
    (select round(avg(extract(epoch from released_at - check_in_time) / 60))::int from purchase_orders, bounds
      where released_at >= bounds.today_start and check_in_time is not null) as average_wait_minutes,
    round(counts.loading_progress::numeric / nullif(counts.loading, 0))::int as average_loading_progress,
    (select round(100.0 * count(*) filter (where actual_completion <= estimated_completion) / nullif(count(*), 0))::int
      from shipments where actual_completion >= bounds.now - interval '7 days' and estimated_completion is not null) as on_time_rate
  from counts, bounds
`;

@QueryHandler(DashboardStatsQuery)
export class DashboardStatsHandler implements IQueryHandler<DashboardStatsQuery, DashboardStats> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<DashboardStats> {
    const now = this.clock.now();
    const zone = this.config.siteTimezone;
    const [row] = await readRows<StatsRow>(this.orm, STATS_SQL, [now, now, zone, zone]);
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
      generatedAt: now.toISOString(),
    };
  }
}
