import { Module } from '@nestjs/common';
import { BoardsController } from './boards.controller.js';
import { CompletedLoadsHandler } from './queries/completed-loads/completed-loads.handler.js';
import { DisplayBoardHandler } from './queries/display-board/display-board.handler.js';
import { DashboardStatsHandler } from './queries/dashboard-stats/dashboard-stats.handler.js';
import { TruckerBoardHandler } from './queries/trucker-board/trucker-board.handler.js';
import { FirstPageReader } from './first-page-reader.js';
import { SiteController } from './site.controller.js';

@Module({
  controllers: [BoardsController, SiteController],
  providers: [DashboardStatsHandler, TruckerBoardHandler, CompletedLoadsHandler, DisplayBoardHandler, FirstPageReader],
})
export class BoardsModule {}
