import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { PublicUser, Shipment, ShipmentList } from '@dockflow/contracts';
import { ContainerCheckInDto, ListShipmentsQueryDto } from '@dockflow/contracts/dto';
import { CommandAccess, ReadAccess } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { CheckInContainerCommand } from './commands/check-in-container/check-in-container.command.js';
import { ListShipmentsQuery } from './queries/list-shipments/list-shipments.query.js';

function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

@Controller('shipments')
export class ShipmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ReadAccess()
  list(@Query() query: ListShipmentsQueryDto): Promise<ShipmentList> {
    return this.queries.execute(new ListShipmentsQuery(query));
  }

  @Post()
  @CommandAccess()
  checkIn(@Body() body: ContainerCheckInDto, @CurrentUser() user: PublicUser): Promise<Shipment> {
    const poNumbers = [...new Set((body.poNumbers ?? []).map((number) => number.trim()))];
    return this.commands.execute(
      new CheckInContainerCommand(
        body.tmpNumber.trim(),
        {
          containerDoor: body.containerDoor,
          dockLocation: body.dockLocation,
          floorLeadId: body.floorLeadId ?? null,
          sealNumber: optionalText(body.sealNumber),
          tempRecorderId: optionalText(body.tempRecorderId),
          estimatedCompletion: body.estimatedCompletion ?? null,
          notes: optionalText(body.notes),
        },
        poNumbers,
        user.id,
      ),
    );
  }
}
