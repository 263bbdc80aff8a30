import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { PublicUser, PurchaseOrder, PurchaseOrderLookup, TruckCheckInAnswer } from '@dockflow/contracts';
import { BolEntryDto, CreatePurchaseOrderDto, DriverReleaseDto, SetAppointmentDto, TruckCheckInDto } from '@dockflow/contracts/dto';
import { CommandAccess, ReadAccess } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { ValidationFailedError } from '../../common/http/errors.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { validateBody } from '../../common/http/validate-body.js';
import { TakesIdempotencyKey } from '../../common/idempotency/idempotency.interceptor.js';
import { AddPurchaseOrderCommand } from './commands/add-purchase-order/add-purchase-order.command.js';
import { CheckInTruckCommand } from './commands/check-in-truck/check-in-truck.command.js';
import { RemovePurchaseOrderCommand } from './commands/remove-purchase-order/remove-purchase-order.command.js';
import { SetAppointmentCommand } from './commands/set-appointment/set-appointment.command.js';
import { RecordBillOfLadingCommand } from './commands/record-bill-of-lading/record-bill-of-lading.command.js';
import { ReleaseDriverCommand } from './commands/release-driver/release-driver.command.js';
import { GetPurchaseOrderQuery } from './queries/get-purchase-order/get-purchase-order.query.js';
import { cleanText } from '../../common/text.js';

const BOL_FIELDS = ['pieces', 'pallets', 'netWeight', 'grossWeight'];


@Controller('purchase-orders')
export class PurchaseOrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @CommandAccess()
  @TakesIdempotencyKey()
  add(@Body() body: CreatePurchaseOrderDto, @CurrentUser() user: PublicUser): Promise<PurchaseOrder> {
    return this.commands.execute(new AddPurchaseOrderCommand(body.shipmentId, body.poNumber.trim(), body.appointmentAt ?? null, user.id));
  }

  /** docs/product.md §4.1: removes a PO whose truck is not checked in. */
  @Delete(':id')
  @CommandAccess()
  @HttpCode(204)
  @TakesIdempotencyKey()
  async remove(@UuidParam() id: string, @CurrentUser() user: PublicUser): Promise<void> {
    await this.commands.execute(new RemovePurchaseOrderCommand(id, user.id));
  }

  /** docs/product.md §5: sets or clears the PO's appointment, until its truck checks in. */
  @Put(':id/appointment')
  @CommandAccess()
  @TakesIdempotencyKey()
  setAppointment(@UuidParam() id: string, @Body() body: SetAppointmentDto, @CurrentUser() user: PublicUser): Promise<PurchaseOrder> {
    return this.commands.execute(new SetAppointmentCommand(id, body.appointmentAt, user.id));
  }

  @Get(':poNumber')
  @ReadAccess()
  find(@Param('poNumber') poNumber: string): Promise<PurchaseOrderLookup> {
    return this.queries.execute(new GetPurchaseOrderQuery(poNumber));
  }

  /**
   * One call for three steps (docs/product.md §4.2), told apart by what the body carries:
   * releasedAt releases the driver, BOL fields record the bill of lading, otherwise it is the truck
   * check-in.
   */
  @Put(':id')
  @CommandAccess()
  @TakesIdempotencyKey()
  async update(@UuidParam() id: string, @Body() body: Record<string, unknown>, @CurrentUser() user: PublicUser): Promise<PurchaseOrder | TruckCheckInAnswer> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ValidationFailedError([{ field: 'body', message: 'The body must be a JSON object' }]);
    }
    if ('releasedAt' in body) {
      await validateBody(DriverReleaseDto, body);
      return this.commands.execute(new ReleaseDriverCommand(id, user.id));
    }
    if (BOL_FIELDS.some((field) => field in body)) {
      const bol = await validateBody(BolEntryDto, body);
      return this.commands.execute(new RecordBillOfLadingCommand(id, bol, user.id));
    }
    const truck = await validateBody(TruckCheckInDto, body);
    return this.commands.execute(
      new CheckInTruckCommand(
        id,
        {
          driverName: truck.driverName.trim(),
          driverPhone: truck.driverPhone.trim(),
          driverEmail: cleanText(truck.driverEmail),
          truckColor: truck.truckColor,
          truckNumber: truck.truckNumber.trim(),
          otrDoor: truck.otrDoor,
        },
        user.id,
      ),
    );
  }
}
