import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PurchaseOrder as PurchaseOrderView } from '@dockflow/contracts';
import { PurchaseOrder } from '../../domain/purchase-order.entity.js';
import { toPurchaseOrderView } from '../../domain/purchase-order-view.js';
import { purchaseOrdersConcerning } from '../../purchase-order-loader.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { AddPurchaseOrderCommand } from './add-purchase-order.command.js';

/** docs/product.md §4.1: operators add POs to a shipment; a PO number belongs to one shipment only. */
@CommandHandler(AddPurchaseOrderCommand)
export class AddPurchaseOrderHandler implements ICommandHandler<AddPurchaseOrderCommand, PurchaseOrderView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ shipmentId, poNumber, appointmentAt, actorId }: AddPurchaseOrderCommand): Promise<PurchaseOrderView> {
    return this.runner.run(
      shipmentById(shipmentId),
      async (shipment, { em, now }) => {
        const known = await purchaseOrdersConcerning(em, shipmentId, [poNumber]);
        const po = em.create(PurchaseOrder, shipment.addPurchaseOrder(poNumber, appointmentAt, known, actorId, now));
        return toPurchaseOrderView(po);
      },
      `PO ${poNumber} was just added by someone else.`,
    );
  }
}
