import type { Shipment as ShipmentView, ShipmentEventType } from '@dockflow/contracts';
import { DomainEvent, type EventFacts } from '../../../common/events/domain-event.js';

/**
 * A fact about a shipment, of one of the catalog's shipment event types (libs/contracts/src/events.ts):
 * its details and changed records are typed by `K`. Carries the shipment as it is after the change.
 */
export class ShipmentEvent<K extends ShipmentEventType = ShipmentEventType> extends DomainEvent<K> {
  constructor(
    type: K,
    readonly shipment: ShipmentView,
    facts: EventFacts<K>,
  ) {
    super(type, facts);
  }

  get shipmentId(): string {
    return this.shipment.id;
  }
}
