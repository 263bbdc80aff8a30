import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DASHBOARD_FIRST_LIST, type FirstPageAnswers, type PublicUser } from '@dockflow/contracts';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { ListShipmentsQuery } from '../shipments/shipments.public.js';
import { DashboardStatsQuery } from './queries/dashboard-stats/dashboard-stats.query.js';
import { siteInfo } from './site-info.js';

/**
 * What the server draws the dashboard's first page from (docs/decisions.md, "The first page drawn by the
 * server"): the answers the routes would give `user` (every signed-in role may read them), read the same way.
 */
@Injectable()
export class FirstPageReader {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async answersFor(user: PublicUser): Promise<FirstPageAnswers> {
    const [shipments, stats] = await Promise.all([
      this.queries.execute(new ListShipmentsQuery({ ...DASHBOARD_FIRST_LIST })),
      this.queries.execute(new DashboardStatsQuery()),
    ]);
    return { user, site: siteInfo(this.config, this.clock.now()), shipments, stats };
  }
}
