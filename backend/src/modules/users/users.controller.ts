import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { CrewFunction, CrewMember, PublicUser, Role } from '@dockflow/contracts';
import { CreateUserDto, CrewMembersQueryDto, ListUsersQueryDto, UpdateUserDto } from '@dockflow/contracts/dto';
import { AdminAccess, ReadAccess } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { TakesIdempotencyKey } from '../../common/idempotency/idempotency.interceptor.js';
import { CreateUserCommand } from './commands/create-user/create-user.command.js';
import { DeleteUserCommand } from './commands/delete-user/delete-user.command.js';
import { UpdateUserCommand } from './commands/update-user/update-user.command.js';
import { GetUserQuery } from './queries/get-user/get-user.query.js';
import { ListCrewMembersQuery } from './queries/list-crew-members/list-crew-members.query.js';
import { ListUsersQuery } from './queries/list-users/list-users.query.js';

@Controller()
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('users')
  @AdminAccess()
  list(@Query() query: ListUsersQueryDto): Promise<PublicUser[]> {
    return this.queries.execute(
      new ListUsersQuery({ search: query.search, role: query.role as Role | undefined, crewFunction: query.crewFunction as CrewFunction | undefined }),
    );
  }

  @Get('users/:id')
  @ReadAccess()
  get(@UuidParam() id: string, @CurrentUser() viewer: PublicUser): Promise<PublicUser> {
    return this.queries.execute(new GetUserQuery(id, viewer));
  }

  @Post('users')
  @AdminAccess()
  @TakesIdempotencyKey()
  create(@Body() body: CreateUserDto, @CurrentUser() admin: PublicUser): Promise<PublicUser> {
    const { role, crewFunctions, ...user } = body;
    return this.commands.execute(new CreateUserCommand({ ...user, crewFunctions: crewFunctions as CrewFunction[] | undefined }, role as Role, admin.id));
  }

  /** Any signed-in user may call it for their own profile; the handler enforces who may change what. */
  @Put('users/:id')
  @ReadAccess()
  @TakesIdempotencyKey()
  update(@UuidParam() id: string, @Body() body: UpdateUserDto, @CurrentUser() actor: PublicUser, @Req() request: Request): Promise<PublicUser> {
    const { role, crewFunctions, password, ...profile } = body;
    return this.commands.execute(
      new UpdateUserCommand(
        id,
        {
          ...profile,
          password: password || undefined,
          role: role as Role | undefined,
          crewFunctions: crewFunctions as CrewFunction[] | undefined,
        },
        actor,
        request.sessionID ?? null,
        request.ip ?? 'unknown',
      ),
    );
  }

  @Delete('users/:id')
  @AdminAccess()
  @HttpCode(204)
  @TakesIdempotencyKey()
  async remove(@UuidParam() id: string, @CurrentUser() admin: PublicUser): Promise<void> {
    await this.commands.execute(new DeleteUserCommand(id, admin.id));
  }

  @Get('crew-members')
  @ReadAccess()
  crewMembers(@Query() query: CrewMembersQueryDto): Promise<CrewMember[]> {
    return this.queries.execute(new ListCrewMembersQuery(query.function as CrewFunction));
  }
}
