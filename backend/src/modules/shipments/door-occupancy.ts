import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkflowStep } from '@dockflow/contracts';
import { DomainError } from '../../common/domain-error.js';
import { Shipment, type ShipmentRecord } from './domain/shipment.entity.js';

/** Checked in and not completed: the steps of a container standing at its door (docs/product.md §3.11). */
export const AT_DOOR_STEPS: readonly WorkflowStep[] = ['container_checkin', 'truck_checkin', 'bol_entry', 'loading'];

export function isAtDoor(shipment: Pick<ShipmentRecord, 'workflowStep'>): boolean {
  return AT_DOOR_STEPS.includes(shipment.workflowStep);
}

/**
 * docs/product.md §3.11: a container door holds one active container. Commands putting `shipment` at
 * `door` take a lock on the door for their transaction (so two check-ins at one free door run one
 * after the other and the second sees the first), then refuse the door when another shipment at a
 * door step holds it. Scheduled (pending) shipments do not hold a door: a schedule may plan several.
 */
export async function claimDoor(em: EntityManager, door: string, shipment: Pick<ShipmentRecord, 'id'>): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`container-door:${door}`]);
  const holder = await em
    .createQueryBuilder(Shipment, 's')
    .select(['id', 'tmpNumber'])
    .where({ containerDoor: door, workflowStep: { $in: [...AT_DOOR_STEPS] }, id: { $ne: shipment.id } })
    .limit(1)
    .execute('get');
  if (holder) throw new DomainError('conflict', `Door ${door} is occupied by ${holder.tmpNumber}.`, 'DOOR_OCCUPIED');
}
