import { Body, Controller, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CountConfirmationView, LoadingRow, OtrAssignment, PublicUser } from '@dockflow/contracts';
import { CountConfirmationDto, CreateOtrAssignmentDto, RecordLoadingRowDto, SendInstructionsDto } from '@dockflow/contracts/dto';
import { CommandAccess } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { TakesIdempotencyKey } from '../../common/idempotency/idempotency.interceptor.js';
import { AssignCrewCommand } from './commands/assign-crew/assign-crew.command.js';
import { ConfirmCountCommand } from './commands/confirm-count/confirm-count.command.js';
import { RecordLoadingRowCommand } from './commands/record-loading-row/record-loading-row.command.js';
import { SendInstructionsCommand } from './commands/send-instructions/send-instructions.command.js';
import { cleanText } from '../../common/text.js';


/** The floor's commands after the paperwork: crew, instructions, loading rows and counts. */
@Controller()
export class CrewAndLoadingController {
  constructor(private readonly commands: CommandBus) {}

  @Post('otr-assignments')
  @CommandAccess()
  @TakesIdempotencyKey()
  assignCrew(@Body() body: CreateOtrAssignmentDto, @CurrentUser() user: PublicUser): Promise<OtrAssignment> {
    const { shipmentId, instructions, ...crew } = body;
    return this.commands.execute(new AssignCrewCommand(shipmentId, { ...crew, instructions: instructions.trim() }, user.id));
  }

  @Put('otr-assignments/:id')
  @CommandAccess()
  @TakesIdempotencyKey()
  sendInstructions(@UuidParam() id: string, @Body() _body: SendInstructionsDto, @CurrentUser() user: PublicUser): Promise<OtrAssignment> {
    return this.commands.execute(new SendInstructionsCommand(id, user.id));
  }

  @Post('count-confirmations')
  @CommandAccess()
  @TakesIdempotencyKey()
  confirmCount(@Body() body: CountConfirmationDto, @CurrentUser() user: PublicUser): Promise<CountConfirmationView> {
    return this.commands.execute(new ConfirmCountCommand(body.shipmentId, body.poId, body.actualQuantity, cleanText(body.notes), user.id));
  }

  @Post('container-loading')
  @CommandAccess()
  @TakesIdempotencyKey()
  recordRow(@Body() body: RecordLoadingRowDto, @CurrentUser() user: PublicUser): Promise<LoadingRow> {
    return this.commands.execute(new RecordLoadingRowCommand(body.shipmentId, body.rowNumber, cleanText(body.notes), user.id));
  }
}
