import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lockedPurchaseOrder, shipmentByPurchaseOrder } from '../../purchase-order-loader.js';
import { ShipmentCommandRunner } from '../../shipment-command-runner.js';
import { RemovePurchaseOrderCommand } from './remove-purchase-order.command.js';

/** docs/product.md §4.1: operators remove a PO from the shipment page or at container check-in. */
@CommandHandler(RemovePurchaseOrderCommand)
export class RemovePurchaseOrderHandler implements ICommandHandler<RemovePurchaseOrderCommand, void> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ purchaseOrderId, actorId }: RemovePurchaseOrderCommand): Promise<void> {
    return this.runner.run(
      shipmentByPurchaseOrder(purchaseOrderId),
      async (shipment, { em, now }) => {
        const po = await lockedPurchaseOrder(em, purchaseOrderId);
        shipment.removePurchaseOrder(po, actorId, now);
        em.remove(po);
      },
      'This purchase order was just changed by someone else.',
    );
  }
}
