import { Command } from '@nestjs/cqrs';
import type { CountConfirmationView } from '@dockflow/contracts';

export class ConfirmCountCommand extends Command<CountConfirmationView> {
  constructor(
    readonly shipmentId: string,
    readonly purchaseOrderId: string,
    readonly actualQuantity: number,
    readonly notes: string | null,
    readonly actorId: string,
  ) {
    super();
  }
}
