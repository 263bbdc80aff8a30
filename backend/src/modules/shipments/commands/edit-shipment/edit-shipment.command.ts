import { Command } from '@nestjs/cqrs';
import type { Shipment } from '@dockflow/contracts';
import type { ShipmentEdits } from '../../domain/shipment.aggregate.js';

export class EditShipmentCommand extends Command<Shipment> {
  constructor(
    readonly shipmentId: string,
    readonly changes: ShipmentEdits,
    readonly actorId: string,
  ) {
    super();
  }
}
