import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Shipment as ShipmentView } from '@dockflow/contracts';
import { toShipmentView } from '../../domain/shipment-view.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { EditShipmentCommand } from './edit-shipment.command.js';

@CommandHandler(EditShipmentCommand)
export class EditShipmentHandler implements ICommandHandler<EditShipmentCommand, ShipmentView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ shipmentId, changes, actorId }: EditShipmentCommand): Promise<ShipmentView> {
    return this.runner.run(
      shipmentById(shipmentId),
      async (shipment, { now }) => {
        shipment.editDetails(changes, actorId, now);
        return toShipmentView(shipment.record, now);
      },
      'This shipment was just changed by someone else.',
    );
  }
}
