import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PurchaseOrder as PurchaseOrderView } from '@dockflow/contracts';
import { toPurchaseOrderView } from '../../domain/purchase-order-view.js';
import { lockedPurchaseOrder, shipmentByPurchaseOrder } from '../../purchase-order-loader.js';
import { ShipmentCommandRunner } from '../../shipment-command-runner.js';
import { RecordBillOfLadingCommand } from './record-bill-of-lading.command.js';

@CommandHandler(RecordBillOfLadingCommand)
export class RecordBillOfLadingHandler implements ICommandHandler<RecordBillOfLadingCommand, PurchaseOrderView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ purchaseOrderId, bol, actorId }: RecordBillOfLadingCommand): Promise<PurchaseOrderView> {
    return this.runner.run(
      shipmentByPurchaseOrder(purchaseOrderId),
      async (shipment, { em, now }) => {
        const po = await lockedPurchaseOrder(em, purchaseOrderId);
        shipment.recordBillOfLading(po, bol, actorId, now);
        return toPurchaseOrderView(po);
      },
      'This bill of lading was just recorded by someone else.',
    );
  }
}
