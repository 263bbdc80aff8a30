import { Command } from '@nestjs/cqrs';
import type { PurchaseOrder } from '@dockflow/contracts';

export class AddPurchaseOrderCommand extends Command<PurchaseOrder> {
  constructor(
    readonly shipmentId: string,
    readonly poNumber: string,
    readonly appointmentAt: Date | null,
    readonly actorId: string,
  ) {
    super();
  }
}
