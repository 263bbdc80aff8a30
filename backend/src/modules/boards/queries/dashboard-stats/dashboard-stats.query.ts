import { Query } from '@nestjs/cqrs';
import type { DashboardStats } from '@dockflow/contracts';

export class DashboardStatsQuery extends Query<DashboardStats> {}
