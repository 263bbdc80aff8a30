import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { MyAssignment, PublicUser } from '@dockflow/contracts';
import { Roles } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { TakesIdempotencyKey } from '../../common/idempotency/idempotency.interceptor.js';
import { OpenInstructionsCommand } from './commands/open-instructions/open-instructions.command.js';
import { ListMyAssignmentsQuery } from './queries/list-my-assignments/list-my-assignments.query.js';

/** docs/product.md §8.4: every signed-in user sees and opens the crew instructions sent to them, whatever their role. */
@Controller('my-assignments')
export class MyAssignmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Roles('viewer', 'operator', 'admin')
  list(@CurrentUser() user: PublicUser): Promise<MyAssignment[]> {
    return this.queries.execute(new ListMyAssignmentsQuery(user.id));
  }

  @Post(':id/opened')
  @HttpCode(200)
  @Roles('viewer', 'operator', 'admin')
  @TakesIdempotencyKey()
  opened(@UuidParam() id: string, @CurrentUser() user: PublicUser): Promise<MyAssignment> {
    return this.commands.execute(new OpenInstructionsCommand(id, user.id));
  }
}
