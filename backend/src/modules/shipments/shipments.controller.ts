import { Body, Controller, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type {
  CountConfirmationView,
  LoadingRow,
  OtrAssignment,
  PublicUser,
  PurchaseOrder,
  Shipment,
  ShipmentList,
  ShipmentQr,
  ShipmentWithPurchaseOrders,
  TimelineEntry,
} from '@dockflow/contracts';
import { ContainerCheckInDto, EditShipmentDto, ListShipmentsQueryDto } from '@dockflow/contracts/dto';
import { CommandAccess, ReadAccess } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { appOrigin } from '../../common/http/origin.js';
import { TakesIdempotencyKey } from '../../common/idempotency/idempotency.interceptor.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { CheckInContainerCommand } from './commands/check-in-container/check-in-container.command.js';
import { EditShipmentCommand } from './commands/edit-shipment/edit-shipment.command.js';
import { FindShipmentByTmpQuery } from './queries/find-shipment-by-tmp/find-shipment-by-tmp.query.js';
import { GetShipmentQuery } from './queries/get-shipment/get-shipment.query.js';
import { ShipmentCountsQuery, ShipmentCrewQuery } from './queries/shipment-crew-and-counts/shipment-crew-and-counts.query.js';
import { ShipmentQrQuery } from './queries/shipment-qr/shipment-qr.query.js';
import { ShipmentTimelineQuery } from './queries/shipment-timeline/shipment-timeline.query.js';
import { ListLoadingRowsQuery } from './queries/list-loading-rows/list-loading-rows.query.js';
import { ListShipmentPurchaseOrdersQuery } from './queries/list-shipment-purchase-orders/list-shipment-purchase-orders.query.js';
import { ListShipmentsQuery } from './queries/list-shipments/list-shipments.query.js';
import { cleanText } from '../../common/text.js';

@Controller('shipments')
export class ShipmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ReadAccess()
  list(@Query() query: ListShipmentsQueryDto): Promise<ShipmentList> {
    return this.queries.execute(new ListShipmentsQuery(query));
  }

  /** Declared before `:id` so a TMP number is never read as a shipment id. */
  @Get('by-tmp/:tmpNumber')
  @ReadAccess()
  byTmpNumber(@Param('tmpNumber') tmpNumber: string): Promise<ShipmentWithPurchaseOrders> {
    return this.queries.execute(new FindShipmentByTmpQuery(tmpNumber));
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

  @Get(':id/otr-assignments')
  @ReadAccess()
  crew(@UuidParam() id: string): Promise<OtrAssignment[]> {
    return this.queries.execute(new ShipmentCrewQuery(id));
  }

  @Get(':id/count-confirmations')
  @ReadAccess()
  counts(@UuidParam() id: string): Promise<CountConfirmationView[]> {
    return this.queries.execute(new ShipmentCountsQuery(id));
  }

  @Get(':id/timeline')
  @ReadAccess()
  timeline(@UuidParam() id: string): Promise<TimelineEntry[]> {
    return this.queries.execute(new ShipmentTimelineQuery(id));
  }

  /** The QR code points at the shipment page on PUBLIC_URL, else on the address the server was reached at. */
  @Get(':id/qr')
  @ReadAccess()
  qr(@UuidParam() id: string, @Req() request: Request): Promise<ShipmentQr> {
    return this.queries.execute(new ShipmentQrQuery(id, appOrigin(request, this.config.publicUrl)));
  }

  @Put(':id')
  @CommandAccess()
  @TakesIdempotencyKey()
  edit(@UuidParam() id: string, @Body() body: EditShipmentDto, @CurrentUser() user: PublicUser): Promise<Shipment> {
    const text = (value: string | null | undefined) => (value === undefined ? undefined : cleanText(value));
    return this.commands.execute(
      new EditShipmentCommand(
        id,
        {
          containerDoor: body.containerDoor,
          dockLocation: body.dockLocation,
          sealNumber: text(body.sealNumber),
          tempRecorderId: text(body.tempRecorderId),
          estimatedCompletion: body.estimatedCompletion,
          notes: text(body.notes),
        },
        user.id,
      ),
    );
  }

  @Post()
  @CommandAccess()
  @TakesIdempotencyKey()
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
