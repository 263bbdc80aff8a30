// What other modules may use of shipments; nothing else is imported from outside the module.
import { PurchaseOrder } from './domain/purchase-order.entity.js';
import { Shipment } from './domain/shipment.entity.js';
import { ContainerLoadingRecord, CountConfirmation, OtrAssignment } from './domain/workflow-records.entity.js';

export { ShipmentsModule } from './shipments.module.js';
/** For the ORM's configuration. */
export const SHIPMENT_ENTITIES = [Shipment, PurchaseOrder, ContainerLoadingRecord, OtrAssignment, CountConfirmation];

export { ShipmentEvent } from './domain/shipment.events.js';
export { shownStatus, shownStatusSql } from './domain/delayed-status.js';
export { findPoSearchMatches, shipmentFilterClause, type ShipmentFilter } from './queries/list-shipments/shipment-filter.js';
export { actorName } from './queries/shipment-timeline/actor-name.js';
export { shipmentExists } from './shipment-lookups.js';
export { AT_DOOR_STEPS } from './door-occupancy.js';
export { toShipmentView } from './domain/shipment-view.js';
export { crewFunctionsOf, isSent, toMyAssignment } from './domain/crew-instructions.js';

// The dock schedule import applies a whole file at once: it reads and writes these tables in bulk,
// through the aggregate's rules.
export { ShipmentAggregate } from './domain/shipment.aggregate.js';
export { newShipment } from './domain/new-records.js';
export { distinctIdentifiers, identifierKey } from './domain/identifier-key.js';
export { PurchaseOrder, type PurchaseOrderRecord } from './domain/purchase-order.entity.js';
export { Shipment, type ShipmentRecord } from './domain/shipment.entity.js';

export { AddPurchaseOrderCommand } from './commands/add-purchase-order/add-purchase-order.command.js';
export { AssignCrewCommand } from './commands/assign-crew/assign-crew.command.js';
export { CheckInContainerCommand } from './commands/check-in-container/check-in-container.command.js';
export { CheckInTruckCommand } from './commands/check-in-truck/check-in-truck.command.js';
export { ConfirmCountCommand } from './commands/confirm-count/confirm-count.command.js';
export { RecordBillOfLadingCommand } from './commands/record-bill-of-lading/record-bill-of-lading.command.js';
export { RecordLoadingRowCommand } from './commands/record-loading-row/record-loading-row.command.js';
export { ReleaseDriverCommand } from './commands/release-driver/release-driver.command.js';
export { ListShipmentsQuery } from './queries/list-shipments/list-shipments.query.js';
export { ListContainerDoorsQuery } from './queries/list-container-doors/list-container-doors.query.js';
export { SetAppointmentCommand } from './commands/set-appointment/set-appointment.command.js';
export { ListShipmentPurchaseOrdersQuery } from './queries/list-shipment-purchase-orders/list-shipment-purchase-orders.query.js';
