import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Shipment as ShipmentView } from '@dockflow/contracts';
import { toShipmentView } from '../../domain/shipment-view.js';
import { claimDoor, isAtDoor } from '../../door-occupancy.js';
import { ShipmentCommandRunner, shipmentById } from '../../shipment-command-runner.js';
import { EditShipmentCommand } from './edit-shipment.command.js';

@CommandHandler(EditShipmentCommand)
export class EditShipmentHandler implements ICommandHandler<EditShipmentCommand, ShipmentView> {
  constructor(private readonly runner: ShipmentCommandRunner) {}

  execute({ shipmentId, changes, actorId }: EditShipmentCommand): Promise<ShipmentView> {
    return this.runner.run(
      shipmentById(shipmentId),
      async (shipment, { em, now }) => {
        const door = changes.containerDoor;
        if (door && door !== shipment.record.containerDoor && isAtDoor(shipment.record)) await claimDoor(em, door, shipment.record);
        shipment.editDetails(changes, actorId, now);
        return toShipmentView(shipment.record, now);
      },
      'This shipment was just changed by someone else.',
    );
  }
}
