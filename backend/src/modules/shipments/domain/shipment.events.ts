import type { Shipment as ShipmentView } from '@dockflow/contracts';
import { DomainEvent } from '../../../common/domain-event.js';

/** A fact about a shipment; carries the shipment as it is after the change, for the pushes. */
export abstract class ShipmentEvent extends DomainEvent {
  constructor(
    readonly shipment: ShipmentView,
    actorId: string | null,
    occurredAt: Date,
  ) {
    super(actorId, occurredAt);
  }

  get shipmentId(): string {
    return this.shipment.id;
  }
}

export class ContainerCheckedIn extends ShipmentEvent {
  readonly type = 'ContainerCheckedIn';

  constructor(
    shipment: ShipmentView,
    actorId: string | null,
    occurredAt: Date,
    readonly poNumbers: string[],
  ) {
    super(shipment, actorId, occurredAt);
  }

  payload(): Record<string, unknown> {
    const { tmpNumber, containerDoor, dockLocation, floorLeadId, sealNumber, tempRecorderId, estimatedCompletion, notes } = this.shipment;
    return { tmpNumber, containerDoor, dockLocation, floorLeadId, sealNumber, tempRecorderId, estimatedCompletion, notes, poNumbers: this.poNumbers };
  }
}
