import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PurchaseOrder as PurchaseOrderView } from '@dockflow/contracts';
import { DomainError } from '../../../../common/domain-error.js';
import { PurchaseOrder } from '../../domain/purchase-order.entity.js';
import { toPurchaseOrderView } from '../../domain/purchase-order-view.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { AddPurchaseOrderCommand } from './add-purchase-order.command.js';

/** docs/product.md §4.1: operators add POs to a shipment; a PO number belongs to one shipment only. */
@CommandHandler(AddPurchaseOrderCommand)
export class AddPurchaseOrderHandler implements ICommandHandler<AddPurchaseOrderCommand, PurchaseOrderView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ shipmentId, poNumber, appointmentAt, actorId }: AddPurchaseOrderCommand): Promise<PurchaseOrderView> {
    return this.runner.run(
      shipmentById(shipmentId),
      async (shipment, em, now) => {
        if (await em.count(PurchaseOrder, { poNumber })) throw new DomainError('conflict', `PO ${poNumber} already exists.`);
        const po = em.create(PurchaseOrder, { poNumber, shipmentId, appointmentAt, lateFeesOwed: '0.00', createdAt: now, updatedAt: now });
        await em.flush();
        shipment.addPurchaseOrder(po, actorId, now);
        return toPurchaseOrderView(po);
      },
      `PO ${poNumber} was just added by someone else.`,
    );
  }
}
