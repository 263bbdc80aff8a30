import { Command } from '@nestjs/cqrs';
import type { Shipment } from '@dockflow/contracts';
import type { ContainerDetails } from '../../domain/shipment.aggregate.js';

export class CheckInContainerCommand extends Command<Shipment> {
  constructor(
    readonly tmpNumber: string,
    readonly details: ContainerDetails,
    readonly poNumbers: string[],
    readonly actorId: string,
  ) {
    super();
  }
}
