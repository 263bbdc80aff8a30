import type { EntityManager } from '@mikro-orm/postgresql';
import { Shipment, type ShipmentRecord } from './domain/shipment.entity.js';

/**
 * docs/product.md §3.11: TMP numbers are matched ignoring case ('tmp-1' finds TMP-1), on the
 * unique index over lower(tmp_number).
 */
export async function findShipmentByTmp(em: EntityManager, tmpNumber: string): Promise<ShipmentRecord | null> {
  const query = em.createQueryBuilder(Shipment, 's').select('*').where('lower(s.tmp_number) = lower(?)', [tmpNumber]).limit(1);
  return (await query.getSingleResult()) ?? null;
}
