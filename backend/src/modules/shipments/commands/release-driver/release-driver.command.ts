import { Command } from '@nestjs/cqrs';
import type { PurchaseOrder } from '@dockflow/contracts';

export class ReleaseDriverCommand extends Command<PurchaseOrder> {
  constructor(
    readonly purchaseOrderId: string,
    readonly actorId: string,
  ) {
    super();
  }
}
