import { Command } from '@nestjs/cqrs';
import type { TruckCheckInAnswer } from '@dockflow/contracts';
import type { TruckDetails } from '../../domain/shipment.aggregate.js';

export class CheckInTruckCommand extends Command<TruckCheckInAnswer> {
  constructor(
    readonly purchaseOrderId: string,
    readonly truck: TruckDetails,
    readonly actorId: string,
  ) {
    super();
  }
}
