import { Command } from '@nestjs/cqrs';
import type { PurchaseOrder } from '@dockflow/contracts';

export class SetAppointmentCommand extends Command<PurchaseOrder> {
  constructor(
    readonly purchaseOrderId: string,
    readonly appointmentAt: Date | null,
    readonly actorId: string,
  ) {
    super();
  }
}
