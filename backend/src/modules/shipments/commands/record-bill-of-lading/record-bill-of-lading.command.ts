import { Command } from '@nestjs/cqrs';
import type { PurchaseOrder } from '@dockflow/contracts';
import type { BillOfLading } from '../../domain/shipment.aggregate.js';

export class RecordBillOfLadingCommand extends Command<PurchaseOrder> {
  constructor(
    readonly purchaseOrderId: string,
    readonly bol: BillOfLading,
    readonly actorId: string,
  ) {
    super();
  }
}
