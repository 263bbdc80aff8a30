import { Command } from '@nestjs/cqrs';

export class RemovePurchaseOrderCommand extends Command<void> {
  constructor(
    readonly purchaseOrderId: string,
    readonly actorId: string,
  ) {
    super();
  }
}
