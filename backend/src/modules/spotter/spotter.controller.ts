import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Priority, PublicUser, SpotterTask } from '@dockflow/contracts';
import { CreateSpotterTaskDto, UpdateSpotterTaskDto } from '@dockflow/contracts/dto';
import { CommandAccess, ReadAccess } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { TakesIdempotencyKey } from '../../common/idempotency/idempotency.interceptor.js';
import { CreateSpotterTaskCommand } from './commands/create-spotter-task/create-spotter-task.command.js';
import { UpdateSpotterTaskCommand } from './commands/update-spotter-task/update-spotter-task.command.js';
import { ListSpotterTasksQuery } from './queries/list-spotter-tasks/list-spotter-tasks.query.js';

@Controller('spotter-tasks')
export class SpotterController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ReadAccess()
  list(@CurrentUser() user: PublicUser): Promise<SpotterTask[]> {
    return this.queries.execute(new ListSpotterTasksQuery(user.id));
  }

  @Post()
  @CommandAccess()
  @TakesIdempotencyKey()
  create(@Body() body: CreateSpotterTaskDto, @CurrentUser() user: PublicUser): Promise<SpotterTask> {
    return this.commands.execute(
      new CreateSpotterTaskCommand(
        { taskDescription: body.taskDescription, assignedTo: body.assignedTo, priority: (body.priority ?? 'normal') as Priority, shipmentId: body.shipmentId || null },
        user.id,
      ),
    );
  }

  /** Any signed-in user may call it; the handler lets a spotter update their own tasks only. */
  @Put(':id')
  @ReadAccess()
  @TakesIdempotencyKey()
  update(@UuidParam() id: string, @Body() body: UpdateSpotterTaskDto, @CurrentUser() user: PublicUser): Promise<SpotterTask> {
    return this.commands.execute(new UpdateSpotterTaskCommand(id, body.status as 'in_progress' | 'completed', user));
  }
}
