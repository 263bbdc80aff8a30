import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../common/domain-error.js';
import { Shipment } from '../domain/shipment.entity.js';

/** Reads the rows under one shipment (its POs, timeline, crew...): an unknown shipment is a 404, not an empty list. */
export async function rowsOfShipment<T>(em: EntityManager, shipmentId: string, read: () => Promise<T[]>): Promise<T[]> {
  if ((await em.count(Shipment, { id: shipmentId })) === 0) throw new DomainError('not_found', 'Shipment not found.');
  return read();
}
