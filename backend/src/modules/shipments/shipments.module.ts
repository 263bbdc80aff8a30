import { Module } from '@nestjs/common';
import { AddPurchaseOrderHandler } from './commands/add-purchase-order/add-purchase-order.handler.js';
import { AssignCrewHandler } from './commands/assign-crew/assign-crew.handler.js';
import { CheckInContainerHandler } from './commands/check-in-container/check-in-container.handler.js';
import { CheckInTruckHandler } from './commands/check-in-truck/check-in-truck.handler.js';
import { ConfirmCountHandler } from './commands/confirm-count/confirm-count.handler.js';
import { RecordBillOfLadingHandler } from './commands/record-bill-of-lading/record-bill-of-lading.handler.js';
import { RecordLoadingRowHandler } from './commands/record-loading-row/record-loading-row.handler.js';
import { ReleaseDriverHandler } from './commands/release-driver/release-driver.handler.js';
import { SendInstructionsHandler } from './commands/send-instructions/send-instructions.handler.js';
import { CrewAndLoadingController } from './crew-and-loading.controller.js';
import { DelaySweeper } from './delay-sweeper.js';
import { PurchaseOrdersController } from './purchase-orders.controller.js';
import { GetPurchaseOrderHandler } from './queries/get-purchase-order/get-purchase-order.handler.js';
import { GetShipmentHandler } from './queries/get-shipment/get-shipment.handler.js';
import { ListLoadingRowsHandler } from './queries/list-loading-rows/list-loading-rows.handler.js';
import { ListShipmentPurchaseOrdersHandler } from './queries/list-shipment-purchase-orders/list-shipment-purchase-orders.handler.js';
import { ListShipmentsHandler } from './queries/list-shipments/list-shipments.handler.js';
import { ShipmentCommandRunner } from './shipment-command-runner.js';
import { ShipmentsController } from './shipments.controller.js';

@Module({
  controllers: [ShipmentsController, PurchaseOrdersController, CrewAndLoadingController],
  providers: [
    ShipmentCommandRunner,
    DelaySweeper,
    CheckInContainerHandler,
    AddPurchaseOrderHandler,
    CheckInTruckHandler,
    RecordBillOfLadingHandler,
    AssignCrewHandler,
    SendInstructionsHandler,
    ConfirmCountHandler,
    RecordLoadingRowHandler,
    ReleaseDriverHandler,
    ListShipmentsHandler,
    GetShipmentHandler,
    GetPurchaseOrderHandler,
    ListShipmentPurchaseOrdersHandler,
    ListLoadingRowsHandler,
  ],
})
export class ShipmentsModule {}
