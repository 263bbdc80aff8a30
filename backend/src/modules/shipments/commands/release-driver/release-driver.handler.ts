import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PurchaseOrder as PurchaseOrderView } from '@dockflow/contracts';
import { toPurchaseOrderView } from '../../domain/purchase-order-view.js';
import { lockedPurchaseOrder, shipmentByPurchaseOrder } from '../../purchase-order-loader.js';
import { ShipmentCommandRunner } from '../../shipment-command-runner.js';
import { ReleaseDriverCommand } from './release-driver.command.js';

/** Release Driver: only once the shipment is completed, and only once per PO. */
@CommandHandler(ReleaseDriverCommand)
export class ReleaseDriverHandler implements ICommandHandler<ReleaseDriverCommand, PurchaseOrderView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ purchaseOrderId, actorId }: ReleaseDriverCommand): Promise<PurchaseOrderView> {
    return this.runner.run(
      shipmentByPurchaseOrder(purchaseOrderId),
      async (shipment, { em, now }) => {
        const po = await lockedPurchaseOrder(em, purchaseOrderId);
        shipment.releaseDriver(po, actorId, now);
        return toPurchaseOrderView(po);
      },
      'This driver was just released by someone else.',
    );
  }
}
