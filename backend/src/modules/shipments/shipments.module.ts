import { Module } from '@nestjs/common';
import { AddPurchaseOrderHandler } from './commands/add-purchase-order/add-purchase-order.handler.js';
import { AssignCrewHandler } from './commands/assign-crew/assign-crew.handler.js';
import { CheckInContainerHandler } from './commands/check-in-container/check-in-container.handler.js';
import { EditShipmentHandler } from './commands/edit-shipment/edit-shipment.handler.js';
import { CheckInTruckHandler } from './commands/check-in-truck/check-in-truck.handler.js';
import { ConfirmCountHandler } from './commands/confirm-count/confirm-count.handler.js';
import { RecordBillOfLadingHandler } from './commands/record-bill-of-lading/record-bill-of-lading.handler.js';
import { RecordLoadingRowHandler } from './commands/record-loading-row/record-loading-row.handler.js';
import { RemovePurchaseOrderHandler } from './commands/remove-purchase-order/remove-purchase-order.handler.js';
import { SetAppointmentHandler } from './commands/set-appointment/set-appointment.handler.js';
import { ReleaseDriverHandler } from './commands/release-driver/release-driver.handler.js';
import { OpenInstructionsHandler } from './commands/open-instructions/open-instructions.handler.js';
import { SendInstructionsHandler } from './commands/send-instructions/send-instructions.handler.js';
import { ContainerDoorsController } from './container-doors.controller.js';
import { CrewAndLoadingController } from './crew-and-loading.controller.js';
import { DelaySweeper } from './delay-sweeper.js';
import { MyAssignmentsController } from './my-assignments.controller.js';
import { PurchaseOrdersController } from './purchase-orders.controller.js';
import { FindShipmentByTmpHandler } from './queries/find-shipment-by-tmp/find-shipment-by-tmp.handler.js';
import { ListContainerDoorsHandler } from './queries/list-container-doors/list-container-doors.handler.js';
import { GetPurchaseOrderHandler } from './queries/get-purchase-order/get-purchase-order.handler.js';
import { GetShipmentHandler } from './queries/get-shipment/get-shipment.handler.js';
import { ListMyAssignmentsHandler } from './queries/list-my-assignments/list-my-assignments.handler.js';
import { ListLoadingRowsHandler } from './queries/list-loading-rows/list-loading-rows.handler.js';
import { ListShipmentPurchaseOrdersHandler } from './queries/list-shipment-purchase-orders/list-shipment-purchase-orders.handler.js';
import { ListShipmentsHandler } from './queries/list-shipments/list-shipments.handler.js';
import { ShipmentCountsHandler, ShipmentCrewHandler } from './queries/shipment-crew-and-counts/shipment-crew-and-counts.handler.js';
import { ShipmentQrHandler } from './queries/shipment-qr/shipment-qr.handler.js';
import { ShipmentTimelineHandler } from './queries/shipment-timeline/shipment-timeline.handler.js';
import { ShipmentCommandRunner } from './shipment-command-runner.js';
import { ShipmentsController } from './shipments.controller.js';

@Module({
  controllers: [ShipmentsController, PurchaseOrdersController, CrewAndLoadingController, ContainerDoorsController, MyAssignmentsController],
  providers: [
    ShipmentCommandRunner,
    DelaySweeper,
    CheckInContainerHandler,
    AddPurchaseOrderHandler,
    RemovePurchaseOrderHandler,
    SetAppointmentHandler,
    CheckInTruckHandler,
    RecordBillOfLadingHandler,
    AssignCrewHandler,
    SendInstructionsHandler,
    OpenInstructionsHandler,
    ListMyAssignmentsHandler,
    ConfirmCountHandler,
    RecordLoadingRowHandler,
    ReleaseDriverHandler,
    EditShipmentHandler,
    ListShipmentsHandler,
    GetShipmentHandler,
    FindShipmentByTmpHandler,
    ListContainerDoorsHandler,
    GetPurchaseOrderHandler,
    ListShipmentPurchaseOrdersHandler,
    ListLoadingRowsHandler,
    ShipmentQrHandler,
    ShipmentTimelineHandler,
    ShipmentCrewHandler,
    ShipmentCountsHandler,
  ],
})
export class ShipmentsModule {}
