import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PurchaseOrder as PurchaseOrderView } from '@dockflow/contracts';
import { toPurchaseOrderView } from '../../domain/purchase-order-view.js';
import { lockedPurchaseOrder, shipmentByPurchaseOrder } from '../../purchase-order-loader.js';
import { ShipmentCommandRunner } from '../../shipment-command-runner.js';
import { SetAppointmentCommand } from './set-appointment.command.js';

/** docs/product.md §5: an operator sets (or clears) a PO's appointment, the late fee's reference. */
@CommandHandler(SetAppointmentCommand)
export class SetAppointmentHandler implements ICommandHandler<SetAppointmentCommand, PurchaseOrderView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ purchaseOrderId, appointmentAt, actorId }: SetAppointmentCommand): Promise<PurchaseOrderView> {
    return this.runner.run(
      shipmentByPurchaseOrder(purchaseOrderId),
      async (shipment, { em, now }) => {
        const po = await lockedPurchaseOrder(em, purchaseOrderId);
        shipment.setAppointment(po, appointmentAt, actorId, now);
        return toPurchaseOrderView(po);
      },
      'This purchase order was just changed by someone else.',
    );
  }
}
