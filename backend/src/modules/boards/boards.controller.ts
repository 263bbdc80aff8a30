import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CompletedLoadList, DashboardStats, TruckerBoard } from '@dockflow/contracts';
import { PageQueryDto } from '@dockflow/contracts/dto';
import { ReadAccess } from '../../common/auth/access.decorator.js';
import { CompletedLoadsQuery } from './queries/completed-loads/completed-loads.query.js';
import { DashboardStatsQuery } from './queries/dashboard-stats/dashboard-stats.query.js';
import { TruckerBoardQuery } from './queries/trucker-board/trucker-board.query.js';

/** The screens people watch: read models computed by the server (docs/product.md §2.4, §2.11, §2.14). */
@Controller()
export class BoardsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('dashboard/stats')
  @ReadAccess()
  dashboardStats(): Promise<DashboardStats> {
    return this.queries.execute(new DashboardStatsQuery());
  }

  @Get('trucker-board')
  @ReadAccess()
  truckerBoard(): Promise<TruckerBoard> {
    return this.queries.execute(new TruckerBoardQuery());
  }

  @Get('completed-loads')
  @ReadAccess()
  completedLoads(@Query() query: PageQueryDto): Promise<CompletedLoadList> {
    return this.queries.execute(new CompletedLoadsQuery(query.page, query.pageSize));
  }
}
