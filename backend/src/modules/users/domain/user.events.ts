import type { UserEventType } from '@dockflow/contracts';
import { DomainEvent, type EventFacts } from '../../../common/events/domain-event.js';

/** A change to an account (catalog: UserEventCatalog), logged for the audit trail: never the password or its hash. */
export class UserEvent<K extends UserEventType = UserEventType> extends DomainEvent<K> {
  readonly shipmentId = null;

  constructor(type: K, facts: EventFacts<K>) {
    super(type, facts);
  }
}

/** An account change after which the user's other sessions must end. */
export function endsSessions(changedFields: readonly string[]): boolean {
  return changedFields.includes('password') || changedFields.includes('role');
}
