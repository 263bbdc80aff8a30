import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { LoadingRow, PublicUser, PurchaseOrder, Shipment, ShipmentList } from '@dockflow/contracts';
import { ContainerCheckInDto, ListShipmentsQueryDto } from '@dockflow/contracts/dto';
import { CommandAccess, ReadAccess } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { CheckInContainerCommand } from './commands/check-in-container/check-in-container.command.js';
import { GetShipmentQuery } from './queries/get-shipment/get-shipment.query.js';
import { ListLoadingRowsQuery } from './queries/list-loading-rows/list-loading-rows.query.js';
import { ListShipmentPurchaseOrdersQuery } from './queries/list-shipment-purchase-orders/list-shipment-purchase-orders.query.js';
import { ListShipmentsQuery } from './queries/list-shipments/list-shipments.query.js';
import { cleanText } from '../../common/text.js';


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

  @Get(':id')
  @ReadAccess()
  get(@UuidParam() id: string): Promise<Shipment> {
    return this.queries.execute(new GetShipmentQuery(id));
  }

  @Get(':id/purchase-orders')
  @ReadAccess()
  purchaseOrders(@UuidParam() id: string): Promise<PurchaseOrder[]> {
    return this.queries.execute(new ListShipmentPurchaseOrdersQuery(id));
  }

  @Get(':id/container-loading')
  @ReadAccess()
  loadingRows(@UuidParam() id: string): Promise<LoadingRow[]> {
    return this.queries.execute(new ListLoadingRowsQuery(id));
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
          sealNumber: cleanText(body.sealNumber),
          tempRecorderId: cleanText(body.tempRecorderId),
          estimatedCompletion: body.estimatedCompletion ?? null,
          notes: cleanText(body.notes),
        },
        poNumbers,
        user.id,
      ),
    );
  }
}
