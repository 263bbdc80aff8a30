import type { DisplayEventType } from '@dockflow/contracts';
import { DomainEvent, type EventFacts } from '../../../common/events/domain-event.js';

/** A change to a wall display (catalog: DisplayEventCatalog), logged for the audit trail: never a code or a token. */
export class DisplayEvent<K extends DisplayEventType = DisplayEventType> extends DomainEvent<K> {
  readonly shipmentId = null;

  constructor(type: K, facts: EventFacts<K>) {
    super(type, facts);
  }
}
