import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { SpotterTask } from '@dockflow/contracts';
import { Clock } from '../../../../common/clock.js';
import { readRows } from '../../../../database/read-rows.js';
import { SPOTTER_TASK_SELECT, toSpotterTaskView, type SpotterTaskQueryRow } from '../../domain/spotter-task-view.js';
import { ListSpotterTasksQuery } from './list-spotter-tasks.query.js';

/** Open tasks, and those completed in the last 24 hours: own first, then open before done, high priority first, newest first. */
@QueryHandler(ListSpotterTasksQuery)
export class ListSpotterTasksHandler implements IQueryHandler<ListSpotterTasksQuery, SpotterTask[]> {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  async execute({ viewerId }: ListSpotterTasksQuery): Promise<SpotterTask[]> {
    const rows = await readRows<SpotterTaskQueryRow>(
      this.orm,
      `${SPOTTER_TASK_SELECT}
       where t.status <> 'completed' or t.completed_at > ?::timestamptz - interval '24 hours'
       order by (t.assigned_to = ?) desc nulls last,
                case t.status when 'in_progress' then 0 when 'pending' then 1 else 2 end,
                case t.priority when 'high' then 0 when 'normal' then 1 else 2 end,
                t.created_at desc
       limit 500`,
      [this.clock.now(), viewerId],
    );
    return rows.map(toSpotterTaskView);
  }
}
