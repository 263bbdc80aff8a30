import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CountConfirmationView } from '@dockflow/contracts';
import { DomainError } from '../../../../common/domain-error.js';
import { PurchaseOrder } from '../../domain/purchase-order.entity.js';
import { CountConfirmation } from '../../domain/workflow-records.entity.js';
import { toCountConfirmationView } from '../../domain/workflow-views.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { ConfirmCountCommand } from './confirm-count.command.js';

/** Count confirmation: a recount adds a new confirmation; the latest one per PO is the count. */
@CommandHandler(ConfirmCountCommand)
export class ConfirmCountHandler implements ICommandHandler<ConfirmCountCommand, CountConfirmationView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ shipmentId, purchaseOrderId, actualQuantity, notes, actorId }: ConfirmCountCommand): Promise<CountConfirmationView> {
    return this.runner.run(
      shipmentById(shipmentId),
      async (shipment, { em, now }) => {
        const po = await em.findOne(PurchaseOrder, { id: purchaseOrderId });
        if (!po) throw new DomainError('invalid', 'Purchase order not found.', undefined, 'poId');
        return toCountConfirmationView(em.create(CountConfirmation, shipment.confirmCount(po, actualQuantity, notes, actorId, now)));
      },
      'This count was just confirmed by someone else.',
    );
  }
}
