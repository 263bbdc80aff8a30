import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../common/domain-error.js';
import { OtrAssignment } from '../domain/workflow-records.entity.js';

/** An OTR assignment by id, locked when asked (inside a command, after its shipment's lock); unknown is a 404. */
export async function findOtrAssignment(em: EntityManager, id: string, lock = false) {
  const row = await em.findOne(OtrAssignment, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  if (!row) throw new DomainError('not_found', 'OTR assignment not found.');
  return row;
}
