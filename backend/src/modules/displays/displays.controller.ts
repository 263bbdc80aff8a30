import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { DisplayBoard, DisplayPairing, DockLocation, PublicUser, WallDisplay } from '@dockflow/contracts';
import { PairDisplayDto, RegisterDisplayDto } from '@dockflow/contracts/dto';
import { AdminAccess, Anonymous, DisplayAccess } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { displayToken } from '../../common/auth/display-device.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { TakesIdempotencyKey } from '../../common/idempotency/idempotency.interceptor.js';
import { DisplayBoardQuery } from '../boards/boards.public.js';
import { IssuePairingCodeCommand } from './commands/issue-pairing-code/issue-pairing-code.command.js';
import { PairDisplayCommand } from './commands/pair-display/pair-display.command.js';
import { RegisterDisplayCommand } from './commands/register-display/register-display.command.js';
import { RevokeDisplayCommand } from './commands/revoke-display/revoke-display.command.js';
import { setDisplayCookie } from './display-cookie.js';
import { ListDisplaysQuery } from './queries/list-displays/list-displays.query.js';

/** Admins register, re-code and revoke wall displays (docs/product.md §9). */
@Controller('displays')
export class DisplaysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @AdminAccess()
  list(): Promise<WallDisplay[]> {
    return this.queries.execute(new ListDisplaysQuery());
  }

  /** Its answer carries a one-time pairing code, which must not be stored in clear with a key (docs/decisions.md). */
  @Post()
  @AdminAccess()
  register(@Body() body: RegisterDisplayDto, @CurrentUser() admin: PublicUser): Promise<DisplayPairing> {
    return this.commands.execute(new RegisterDisplayCommand(body.name, body.docks as DockLocation[], admin.id));
  }

  @Post(':id/pairing-code')
  @AdminAccess()
  newPairingCode(@UuidParam() id: string): Promise<DisplayPairing> {
    return this.commands.execute(new IssuePairingCodeCommand(id));
  }

  @Post(':id/revoke')
  @AdminAccess()
  @HttpCode(200)
  @TakesIdempotencyKey()
  revoke(@UuidParam() id: string, @CurrentUser() admin: PublicUser): Promise<WallDisplay> {
    return this.commands.execute(new RevokeDisplayCommand(id, admin.id));
  }
}

/** The wall screen itself: it pairs with a code, then reads its board with its device cookie. */
@Controller('display')
export class DisplayDeviceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('pair')
  @Anonymous()
  @HttpCode(200)
  async pair(@Body() body: PairDisplayDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<DisplayBoard['display']> {
    const { display, token } = await this.commands.execute(new PairDisplayCommand(body.code));
    setDisplayCookie(request, response, token);
    return { id: display.id, name: display.name, docks: display.docks };
  }

  @Get('board')
  @DisplayAccess()
  board(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<DisplayBoard> {
    setDisplayCookie(request, response, displayToken(request.headers.cookie)!);
    return this.queries.execute(new DisplayBoardQuery(request.display!));
  }
}
